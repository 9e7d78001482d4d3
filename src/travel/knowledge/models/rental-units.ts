import { foldName } from '../../../text/fold-name.js';
import { readTravelJson } from '../data-files.js';

/**
 * rental_unit_model_v1: a party that rents a whole unit (an apartment, a house or cabin, a villa or
 * chalet) is priced as units sized for it, not as hotel rooms for two.
 * - The unit is what the traveller calls it, in any of six languages (data/travel/lodging-units.json);
 *   a word written as part of a place name ("Villa de Leyva"), denied ("not an apartment") or
 *   meaning something else by the words after it ("cabin bag", "a flat rate", "una casa de cambio") does not count.
 * - Bedrooms: one per two adults or teenagers, one per two younger children; a unit has at most its
 *   kind's bedrooms (an apartment 3, a house or villa 6), so a larger party takes several units.
 * - A unit a night costs the place's room rate for the tier and season x premium x (0.4 + 0.5 x
 *   bedrooms): a one-bedroom apartment 0.9 of a hotel room (no service), each added bedroom half a
 *   room (whole-home rates rise about 1.4-1.5 x from one bedroom to two, less per bedroom beyond);
 *   a house 1.1 x and a villa or chalet (private pool or garden, ski access) 1.35 x an apartment.
 * The factors are the model's editorial estimates (model_estimate), not published rates.
 */
export const RENTAL_UNIT_MODEL = 'rental_unit_model_v1';

export type RentalKind = 'apartment' | 'house' | 'villa';

interface KindRow {
  id: RentalKind;
  base: number;
  per_bedroom: number;
  premium: number;
  max_bedrooms: number;
  words: string[];
}

interface UnitsFile {
  negations: string[];
  /** Words that, one or two after it, give the unit word another sense ("cabin bag", "a flat rate", "una casa de cambio", "casa particular"). */
  not_followed_by: string[];
  kinds: KindRow[];
}

/** The unit the request asks for and the word that says it, as written. */
export interface RentalAsked {
  kind: RentalKind;
  word: string;
}

let file: UnitsFile | undefined;
const units = (): UnitsFile => (file ??= readTravelJson<UnitsFile>('lodging-units.json'));

/** Every unit word as folded tokens, longest first so "casa rural" wins over a shorter word it holds. */
let phraseList: Array<{ kind: RentalKind; phrase: string[] }> | undefined;
const unitPhrases = () =>
  (phraseList ??= units()
    .kinds.flatMap((k) => k.words.map((w) => ({ kind: k.id, phrase: w.split(' ') })))
    .sort((a, b) => b.phrase.length - a.phrase.length));

/** Words joined to a capitalised name ("Villa de Leyva", "Casa Grande"). */
const NAME_LINKS = new Set(['de', 'del', 'la', 'las', 'los', 'di', 'da', 'do', 'dos', 'das', 'des', 'du', 'san', 'santa']);
const capitalised = (word: string | undefined): boolean => word !== undefined && /^\p{Lu}/u.test(word);

/** The written word opens a place name: it is capitalised and so is the next word (past de, la, do...). */
function inName(raw: readonly string[], at: number, length: number): boolean {
  if (!capitalised(raw[at])) return false;
  let next = at + length;
  while (NAME_LINKS.has(foldName(raw[next] ?? ''))) next++;
  return capitalised(raw[next]);
}

function matchesAt(folded: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((w, i) => folded[at + i] === w);
}

/** The first whole-unit word of the request that is neither part of a place name nor denied; null without one. */
export function rentalAsked(text: string | undefined): RentalAsked | null {
  if (!text) return null;
  const raw = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const folded = raw.map(foldName);
  const { negations, not_followed_by: otherSense } = units();
  const phrases = unitPhrases();
  for (let at = 0; at < folded.length; at++) {
    const hit = phrases.find((p) => matchesAt(folded, at, p.phrase));
    if (!hit) continue;
    const end = at + hit.phrase.length;
    if (inName(raw, at, hit.phrase.length) || folded.slice(end, end + 2).some((w) => otherSense.includes(w))) continue;
    if (folded.slice(Math.max(0, at - 2), at).some((w) => negations.includes(w))) continue;
    return { kind: hit.kind, word: raw.slice(at, end).join(' ') };
  }
  return null;
}

/** Who sleeps in the units: adults (with teenagers) and younger children. */
export interface Sleepers {
  adult_beds: number;
  young_children: number;
}

/** The units a party rents and what one costs a night, with the note naming the word and the sizing. */
export interface RentalStay {
  per_unit_night_usd: number;
  units: number;
  unit: string;
  note: string;
}

export function rentalStay(asked: RentalAsked, sleepers: Sleepers, roomRateUsd: number): RentalStay {
  const row = units().kinds.find((k) => k.id === asked.kind) as KindRow;
  const bedrooms = Math.max(1, Math.ceil(sleepers.adult_beds / 2) + Math.ceil(sleepers.young_children / 2));
  const count = Math.ceil(bedrooms / row.max_bedrooms);
  const each = Math.ceil(bedrooms / count);
  const factor = Math.round(row.premium * (row.base + row.per_bedroom * each) * 100) / 100;
  const guests = sleepers.adult_beds + sleepers.young_children;
  return {
    per_unit_night_usd: Math.round(roomRateUsd * factor),
    units: count,
    unit: `${each}-bedroom ${asked.kind}`,
    note: `"${asked.word}" in the request: ${count} ${asked.kind}(s) of ${each} bedroom(s) for ${guests} guest(s), each ${factor} x a room's rate (${RENTAL_UNIT_MODEL}, model_estimate)`,
  };
}
