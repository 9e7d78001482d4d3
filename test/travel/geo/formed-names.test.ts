import { describe, expect, it } from 'vitest';
import { requestPlaces as places } from '../../helpers/request-places.js';

/**
 * An island group named by a rule of English: the plural of an island's name ("the Gilis") or the group's initials in
 * capitals with an "s" ("the BVIs"). Ordinary plurals and the initials of other names stay words.
 */

describe('island groups by a short form', () => {
  it.each([
    ['two weeks on the gilis in june', 'Lombok'],
    ['Bareboat sailing around the BVIs for a week', 'British Virgin Islands'],
    ['A week in the TCIs over Easter', 'Turks and Caicos Islands'],
    ['honeymoon in the USVIs', 'U.S. Virgin Islands'],
  ])('%s', (text, group) => {
    expect(places(text)).toContain(group);
  });

  it.each([['the cooks were great and the channels too'], ['please send the PNGs and SVGs'], ['We compared three SUVs']])('%s reads no place', (text) => {
    expect(places(text)).toEqual([]);
  });
});
