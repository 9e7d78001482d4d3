import { describe, expect, it } from 'vitest';
import { quoteKind, readNamedThings } from '../../src/skills/named-things.js';

const errorish = (text: string) => /\b(?:ECONN\w+|error|failed)\b/i.test(text);

describe('quoted text read as what it is', () => {
  it('gives a kind for every quote, a short phrase included, never the quoted text itself', () => {
    expect(quoteKind('meal prep', 'turn my ', errorish)).toBe('own_words');
    expect(quoteKind('ECONNRESET socket hang up', 'keeps throwing ', errorish)).toBe('error');
    expect(quoteKind('left-pad', 'npm installed ', errorish)).toBe('package');
    expect(quoteKind('stay hungry, stay foolish', 'did Jobs really say ', errorish)).toBe('saying');
    expect(quoteKind('shop.example.com', 'is ', errorish)).toBe('host');
    expect(quoteKind('the quick brown fox jumps', 'find ', errorish)).toBe('exact_text');
  });

  it('keeps a short phrase as its own words and puts the words of its kind for the others', () => {
    expect(readNamedThings('turn my "meal prep" notes into a plan', errorish).text).toContain('meal prep');
    const error = readNamedThings("axios keeps throwing 'ECONNRESET socket hang up'", errorish);
    expect(error.text).toContain('error message');
    expect(error.text).not.toContain('ECONNRESET');
  });
});

describe('version changes read as an upgrade', () => {
  it('reads dotted versions, a range between two, and a named release moving to another; a count between two numbers stays', () => {
    const read = (text: string) => readNamedThings(text, errorish).text;
    expect(read('what did pandas break between 1.5 and 2.2?')).toContain('dependency version upgrade');
    expect(read('breaking changes from React 17 to React 19')).toContain('dependency version upgrade');
    expect(read('moving Node 18 -> 20 next week')).toContain('dependency version upgrade');
    expect(read('bump from 1.10 to 2.9')).toContain('dependency version upgrade');
    expect(read('a table for 3 to 5 people')).not.toContain('upgrade');
    expect(read('from 3 to 5 people')).not.toContain('upgrade');
  });
});
