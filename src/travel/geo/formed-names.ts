import type { Catalog } from './catalog.js';
import { isOrdinaryWord } from './cues.js';
import { normalize } from './normalize.js';
import { candidatesFor } from './resolve.js';
import type { Candidate } from './score.js';

/**
 * Short forms people make from an island group's name by a rule of English rather than learn one by one: the plural of
 * an island's name for the group ("the Gilis" for the Gili Islands, "the Canaries"), and the initials of the group's name
 * in capitals with a plural "s" ("the BVIs" for the British Virgin Islands, "the USVIs"). A plural names a group only when
 * the gazetteer holds "<name> Islands" and the plural is no word of a language ("cooks", "channels"); initials name only a
 * country or territory that is an island group, and only when no other shares them. Initials of other names are left
 * alone: "PNGs" and "SVGs" are files far more often than Papua New Guinea or St Vincent.
 */

/** Initials of fewer letters are too many places' ("the DRs"). */
const MIN_INITIALS = 3;
const SKIPPED = new Set(['of', 'the', 'and', 'de', 'la', 'del']);

const initialsOf = (key: string) =>
  key
    .split(' ')
    .filter((w) => !SKIPPED.has(w))
    .map((w) => w[0] ?? '')
    .join('');

const byInitials = new WeakMap<Catalog, Map<string, string[]>>();

/** Initials -> the names of the countries and territories that are island groups and have them, built once on first use. */
function initialsIndex(cat: Catalog): Map<string, string[]> {
  let index = byInitials.get(cat);
  if (index) return index;
  index = new Map();
  for (const [key, codes] of cat.countries.byName) {
    const initials = initialsOf(key);
    if (initials.length < MIN_INITIALS || !key.endsWith(' islands')) continue;
    index.set(initials, [...new Set([...(index.get(initials) ?? []), ...codes])]);
  }
  byInitials.set(cat, index);
  return index;
}

/** The places a word names by one of these rules ("gilis", "BVIs" as written), none when it names none. */
export function formedNameCandidates(cat: Catalog, key: string, raw: string): Candidate[] {
  if (/^\p{Lu}{3,5}s$/u.test(raw)) {
    const initials = key.slice(0, -1);
    const named = candidatesFor(cat, initials).filter((c) => / Islands$/.test(c.place.name));
    if (named.length) return named;
    const codes = initialsIndex(cat).get(initials) ?? [];
    const country = codes.length === 1 ? cat.countries.byCode.get(codes[0] ?? '') : undefined;
    return country ? alias(cat, normalize(country.name), raw) : [];
  }
  if (key.length < 5 || !key.endsWith('s') || key.includes(' ') || isOrdinaryWord(key)) return [];
  const stem = key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.slice(0, -1);
  return alias(cat, `${stem} islands`, raw);
}

const alias = (cat: Catalog, key: string, raw: string): Candidate[] =>
  candidatesFor(cat, key, false).map((c) => ({ ...c, kind: 'alias', note: `"${raw}" is a short form of ${c.place.name}` }));
