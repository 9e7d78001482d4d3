import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { legoPrices } from './data.js';
import { pinnedSource } from './pinned-source.js';
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

/** The set a listing names by LEGO and its set number, or null. */
export function legoSetRecord(subject: ListingReading): ReferencePriceRecord | null {
  const words = subject.identity.map((t) => t.text);
  if (!words.includes('lego')) return null;
  const sets = records();
  const named = [...new Set(words.filter((w) => sets.has(w)))];
  return named.length === 1 ? (sets.get(named[0] as string) ?? null) : null;
}
