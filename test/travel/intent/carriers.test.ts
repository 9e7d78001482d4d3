import { describe, expect, it } from 'vitest';
import { proposeCarriers } from '../../../src/travel/intent/carriers.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { placesOf as read } from './read-request.js';

/** A place named inside an airline's name is the airline's, not a place of the trip. */
describe("an airline's name holds no place of the trip", () => {
  it.each([
    ['Business class on Air India from Frankfurt to Delhi, 4 to 9 March.', 'India', 'Frankfurt am Main', 'Delhi'],
    ['Nous volons avec Air Canada de Lyon à Montréal en juin.', 'Canada', 'Lyon', 'Montréal'],
    ['Mit Air Malta ab Wien nach Catania im Juli.', 'Malta', 'Vienna', 'Catania'],
  ])('%s', (text, inName, origin, dest) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toContain(dest);
    expect(r.goes).not.toContain(inName);
  });

  it('a name is read only when written as one, with a capital', () => {
    expect(proposeCarriers(tokenize('Flying Air France, then TAP Air Portugal'))).toEqual([
      { start: 1, end: 3 },
      { start: 5, end: 8 },
    ]);
    expect(proposeCarriers(tokenize('by air france and road'))).toEqual([]);
  });
});
