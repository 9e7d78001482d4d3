import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { legoPrices } from './data.js';
import { pinnedSource } from './pinned-source.js';
import { catalogueReadings } from './listing/catalogue-number.js';
import type { ListingReading } from './listing/read.js';

/**
 * LEGO sets by their set number (data/goods/lego-prices.json, a public table's US retail prices).
 * A set number is a bare number, so it names a set only in a listing that also names LEGO: "42115"
 * alone could be a postcode or a part number. The table states a release year only: the set is read
 * as on sale from July of that year.
 */

export const LEGO_CURVE = 'lego_set';

let byNumber: Map<string, ReferencePriceRecord> | undefined;

function records(): Map<string, ReferencePriceRecord> {
  if (byNumber) return byNumber;
  const file = legoPrices();
  const { dataset } = file;
  byNumber = new Map(
    file.sets.map(([number, name, year, priceUsd, row]) => [
      String(number),
      {
        id: `lego-${number}`,
        item: `LEGO ${number} ${name}, US retail price as the ${dataset.name} table states it (released ${year})`,
        category: 'generic',
        title: `LEGO ${number} ${name}`,
        codes: [String(number)],
        price_usd: priceUsd,
        price_kind: file.price_kind,
        source: pinnedSource(dataset, file.built_on, `line ${row}`),
        released: `${year}-07`,
        curve: LEGO_CURVE,
      },
    ]),
  );
  return byNumber;
}

/** The set a token names: its number, or its number with the table's version suffix run on, when the number without it is a set and with it is not. */
const setOf = (token: string, sets: Map<string, ReferencePriceRecord>): string | null => catalogueReadings(token).find((number) => sets.has(number)) ?? null;

/** The set a listing names by LEGO and its set number, or null. */
export function legoSetRecord(subject: ListingReading): ReferencePriceRecord | null {
  const words = subject.identity.map((t) => t.text);
  if (!words.includes('lego')) return null;
  const sets = records();
  const named = [...new Set(words.map((w) => setOf(w, sets)).filter((w) => w !== null))];
  return named.length === 1 ? (sets.get(named[0] as string) ?? null) : null;
}

const YEAR = /^(?:19|20)\d\d$/;

/**
 * A set number as descriptions write it: after a cue naming it as a set or a number ("Set 75192",
 * "Set-Nr. 10294", "no. 75192", "n° 10294-1", "#75192", "Nr. 42115", "LEGO 10294"), never a bare
 * number, which may be a postcode ("Abholung in 10247 Berlin") or a count ("4207 of them sorted").
 * A year is never one ("LEGO 2019 edition").
 */
const SET_NUMBER =
  /(?<![\p{L}\d])(?:lego|set|sett|set-?nr\.?|set\s+(?:no\.?|nr\.?|number|n°|#)|no\.|nr\.|n°|n[ºo](?=\s)|num[ée]ro|n[uú]mero|nummer|#)(?:\s*:)?\s*#?(\d{4,7})(?:-\d{1,2})?(?![\p{L}\d]|[.,]\d)/giu;

/**
 * The one set number a text names among the table's sets ("Set 75192, complete", "n° 10294-1"),
 * for a listing whose title names LEGO but not its set; null when it names none or several.
 */
export function setNumberIn(text: string): string | null {
  const sets = records();
  const named = new Set([...text.matchAll(SET_NUMBER)].map((m) => m[1] as string).filter((n) => sets.has(n) && !YEAR.test(n)));
  return named.size === 1 ? ([...named][0] as string) : null;
}
