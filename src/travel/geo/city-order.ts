import type { CityIndex } from './cities.js';
import { memberRank, NOTABLE_PROMINENCE } from './member-rank.js';

/**
 * GeoNames city indices by country and by ISO subdivision, each list by member rank (MEMBER_RANK_MODEL),
 * built once at load so "notable places inside X" reads a few short lists instead of walking all
 * ~170k cities in importance order (which took 130-250 ms for a scope with few notable cities).
 */
export class CityOrder {
  private readonly byCountry = new Map<string, Int32Array>();
  private readonly byAdmin1 = new Map<string, Int32Array>();
  /** Per city row, its member rank. */
  readonly rank: Float32Array;
  private readonly prominence: Float64Array;

  constructor(cities: CityIndex, prominence: Float64Array) {
    this.prominence = prominence;
    this.rank = memberRank(cities.importance, prominence);
    const countryLists = new Map<string, number[]>();
    const admin1Lists = new Map<string, number[]>();
    const push = (m: Map<string, number[]>, key: string, i: number) => (m.get(key) ?? m.set(key, []).get(key))?.push(i);
    // Walking all cities once in rank order fills every list already sorted.
    for (const i of rankOrder(this.rank)) {
      push(countryLists, cities.country(i), i);
      const iso = cities.admin1(i)?.iso;
      if (iso) push(admin1Lists, iso, i);
    }
    for (const [cc, list] of countryLists) this.byCountry.set(cc, Int32Array.from(list));
    for (const [iso, list] of admin1Lists) this.byAdmin1.set(iso, Int32Array.from(list));
  }

  /** Whether city row i is a town a traveller goes to, not a village (MEMBER_RANK_MODEL). */
  notable(i: number): boolean {
    return (this.prominence[i] ?? 0) >= NOTABLE_PROMINENCE;
  }

  /** Cities of a country (ISO alpha-2), highest rank first. */
  country(code: string): Int32Array {
    return this.byCountry.get(code) ?? EMPTY;
  }

  /** Cities of a subdivision (ISO 3166-2, 'US-CA'), highest rank first. */
  admin1(iso: string): Int32Array {
    return this.byAdmin1.get(iso) ?? EMPTY;
  }

  /** Every country with cities. */
  countries(): string[] {
    return [...this.byCountry.keys()];
  }
}

const EMPTY = new Int32Array(0);
const DIGIT = 1 << 16;

/**
 * Indices by rank descending, ties by index. A non-negative float's bit pattern orders like
 * the float, so a stable two-pass radix sort over the inverted bits gives that order in two linear
 * passes (a comparator sort of ~170k cities cost 50-80 ms of load time).
 */
function rankOrder(rank: Float32Array): Int32Array {
  const n = rank.length;
  const bits = new Uint32Array(rank.buffer, rank.byteOffset, n);
  const key = (i: number) => 0x7fffffff - ((bits[i] ?? 0) & 0x7fffffff);
  let order = Int32Array.from({ length: n }, (_, i) => i);
  for (const shift of [0, 16]) {
    const count = new Int32Array(DIGIT + 1);
    for (let k = 0; k < n; k++) count[((key(order[k] ?? 0) >>> shift) & 0xffff) + 1]! += 1;
    for (let d = 0; d < DIGIT; d++) count[d + 1]! += count[d] ?? 0;
    const next = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const i = order[k] ?? 0;
      const d = (key(i) >>> shift) & 0xffff;
      next[count[d] ?? 0] = i;
      count[d]! += 1;
    }
    order = next;
  }
  return order;
}
