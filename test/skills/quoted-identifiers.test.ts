import { describe, expect, it } from 'vitest';
import { readQuery } from '../../src/skills/relevance.js';
import { searchSkills } from '../../src/skills/search.js';

const first = (query: string) => searchSkills({ query }, { requestId: 'quoted-identifiers' }).options[0]?.id;

describe('a quoted message keeps the field names it holds', () => {
  it('reads a quoted text as its kind, with the identifiers in it kept', () => {
    const read = readQuery('the API says "departure_window must contain exactly 2 items" every time').text;
    expect(read).toContain('departure_window');
    expect(read).not.toContain('exactly');
    expect(readQuery('I get "Cannot read property maxTokens of undefined" in the log').text).toContain('maxTokens');
    expect(readQuery('he wrote "we will ship next week" in the chat').text).not.toContain('ship');
  });

  it('ranks the option that documents the quoted field first', () => {
    expect(first('getting "departure_window must contain exactly 2 items" from the travel search when the user has no fixed dates')).toBe(
      'svc.departure-window',
    );
    expect(first('my agent keeps failing with "trip_length_days must be a number" when it sends the request, what am I doing wrong')).toBe(
      'svc.departure-window',
    );
  });
});
