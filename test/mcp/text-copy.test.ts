import { describe, expect, it } from 'vitest';
import { escapedAsLatin1 } from '../../src/mcp/server.js';

const escapedBytes = (utf8: Buffer) => Buffer.from(escapedAsLatin1(utf8), 'latin1');

describe('the JSON text copy of a tool result, made from the answer bytes', () => {
  const answers: unknown[] = [
    { plain: 'ascii only', n: 1.5, list: [true, null] },
    { quotes: 'say "hi"', backslash: 'C:\\path\\', both: '\\"' },
    { latin1: 'Zürich, São Paulo, Malmö, ½ ÿ', nbsp: 'a\u00a0b' },
    { beyond: 'Tōkyō, Łódź, 東京, Ελλάδα, emoji 🏖️, e\u0301', separators: 'line\u2028para\u2029' },
    { controls: 'tab\there\nnew line\r\u0000\u001f\u007f', surrogate: 'lone \ud800 high, lone \udc00 low' },
    { key_with_quote: { 'a"b': 'c\\d' }, empty: '' },
  ];

  it('is byte for byte the UTF-8 of JSON.stringify(text), for every kind of character', () => {
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(escapedBytes(Buffer.from(text)).equals(Buffer.from(JSON.stringify(text)))).toBe(true);
      expect(JSON.parse(escapedBytes(Buffer.from(text)).toString())).toBe(text);
    }
  });

  it('does not depend on how V8 holds the text (one or two bytes per character)', () => {
    const latin1 = JSON.stringify({ city: 'Zürich' });
    // Slicing a string that needs two bytes per character keeps that representation.
    const twoByte = `${latin1}Ł`.slice(0, latin1.length);
    expect(twoByte).toBe(latin1);
    expect(escapedBytes(Buffer.from(twoByte)).equals(Buffer.from(JSON.stringify(latin1)))).toBe(true);
  });
});
