import { memoize } from '../memo.js';
import { listingVocabulary } from './vocabulary.js';
import { isNumberText, listingTokens, type Token } from './tokens.js';

/**
 * Reads a listing title into what identifies the item and what describes this copy of it.
 * Identity tokens (brand, model words, model numbers, variants) decide which listings are
 * comparable; attributes (year, storage, screen size, generation, trim, counts such as
 * seats) must agree when both listings state them; mileage, frame and clothing sizes,
 * colours and condition words describe a copy and never make two listings different items.
 */

export type IdentityKind = 'word' | 'brand' | 'number' | 'code' | 'variant' | 'trim' | 'colour' | 'descriptor';

export interface IdentityToken {
  text: string;
  kind: IdentityKind;
  /** For variants: the identity token the variant qualifies ("13" in "iPhone 13 Pro"), or null. */
  anchor: string | null;
}

export interface ListingReading {
  identity: IdentityToken[];
  year: number | null;
  mileage: number | null;
  storageGb: number | null;
  memoryGb: number | null;
  screenInches: number | null;
  caseMm: number | null;
  generation: number | null;
  counts: Map<string, number>;
  /** Accessory words naming what is sold ("case" in "iPhone 13 case"), not bundled extras ("with case"). */
  accessories: string[];
  /** Accessory words of bundled extras ("with case"). */
  extras: string[];
}

export interface ReadOptions {
  /** Vehicle trims (LX, EX-L, SE) count as trims only for vehicles. */
  vehicle: boolean;
}

const MIN_YEAR = 1950;
const MAX_YEAR = 2035;
const MAX_SCREEN_INCHES = 120;
const MAX_LEADING_QUANTITY = 20;
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/;
const CAPACITY = /^(\d{1,5})(gb|tb)$/;
const THOUSANDS = /^(\d{1,4})k$/;
const SIZED = /^(\d{1,3}(?:\.\d)?)(mm|cm)$/;
const ROOMS = /^(\d)(br|bd|ba)$/;

/** The first mention wins: a later "2 controllers" does not overwrite "3 seat". */
const setOnce = (map: Map<string, number>, key: string, value: number) => {
  if (!map.has(key)) map.set(key, value);
};

const numberOf = (t: Token | undefined): number | null => (t && isNumberText(t.text) ? Number(t.text) : null);

/** Cursor over the tokens; each reader step consumes what it recognised. */
class Reader {
  readonly out: ListingReading = {
    identity: [],
    year: null,
    mileage: null,
    storageGb: null,
    memoryGb: null,
    screenInches: null,
    caseMm: null,
    generation: null,
    counts: new Map(),
    accessories: [],
    extras: [],
  };
  private capacities: Array<{ gb: number; label: 'memory' | 'storage' | null }> = [];
  i = 0;

  constructor(
    readonly tokens: Token[],
    readonly options: ReadOptions,
  ) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  /** A capacity is memory or storage by its label, else by size when a listing names two. */
  finishCapacities(): void {
    const named = (label: 'memory' | 'storage') => this.capacities.find((c) => c.label === label)?.gb ?? null;
    const unnamed = this.capacities
      .filter((c) => c.label === null)
      .map((c) => c.gb)
      .sort((a, b) => a - b);
    this.out.memoryGb = named('memory');
    this.out.storageGb = named('storage');
    if (this.out.storageGb === null && unnamed.length > 0) this.out.storageGb = unnamed[unnamed.length - 1] as number;
    if (this.out.memoryGb === null && unnamed.length > 1) this.out.memoryGb = unnamed[0] as number;
  }

  addCapacity(gb: number, next: Token | undefined): number {
    const label =
      next && ['ram', 'memory', 'unified'].includes(next.text) ? 'memory' : next && ['ssd', 'storage', 'hdd', 'flash'].includes(next.text) ? 'storage' : null;
    this.capacities.push({ gb, label });
    return label === null ? 1 : 2;
  }
}

/** Each step looks at the token under the cursor and returns how many tokens it consumed (0: not mine). */
type Step = (r: Reader, t: Token) => number;

const vocab = () => listingVocabulary();

const unitSteps: Step[] = [
  // "128gb", "1tb" (and "8gb ram")
  (r, t) => {
    const m = CAPACITY.exec(t.text);
    return m ? r.addCapacity(Number(m[1]) * (m[2] === 'tb' ? 1024 : 1), r.peek(1)) : 0;
  },
  // "92k miles", "98000 mi", "10500 miles"; a bare "92k" on a vehicle is mileage too
  (r, t) => {
    const k = THOUSANDS.exec(t.text);
    const value = k ? Number(k[1]) * 1000 : numberOf(t);
    if (value === null) return 0;
    const unit = r.peek(1);
    if (unit && vocab().mileageUnits.has(unit.text)) {
      r.out.mileage ??= value;
      return 2;
    }
    if (k) {
      if (r.options.vehicle) r.out.mileage ??= value;
      return 1;
    }
    return 0;
  },
  // "55 inch", "13.3 inch"
  (r, t) => {
    const value = numberOf(t);
    if (value === null || r.peek(1)?.text !== 'inch' || value > MAX_SCREEN_INCHES) return 0;
    r.out.screenInches ??= value;
    return 2;
  },
  // "45mm" (watch case) counts; "56cm" (frame, dimensions) describes a copy
  (r, t) => {
    const m = SIZED.exec(t.text);
    if (!m) return 0;
    if (m[2] === 'mm') r.out.caseMm ??= Number(m[1]);
    return 1;
  },
  // "2br", "1ba"
  (r, t) => {
    const m = ROOMS.exec(t.text);
    if (!m) return 0;
    setOnce(r.out.counts, m[2] === 'ba' ? 'bathrooms' : 'bedrooms', Number(m[1]));
    return 1;
  },
  // "3 seat", "5 quart", "2 controllers", "4 door"
  (r, t) => {
    const value = numberOf(t);
    const unit = r.peek(1);
    const counted = unit ? vocab().countUnits.get(unit.text) : undefined;
    if (value === null || counted === undefined) return 0;
    setOnce(r.out.counts, counted, value);
    return 2;
  },
  // "percent" after a number ("battery 89%")
  (r, t) => (numberOf(t) !== null && r.peek(1)?.text === 'percent' ? 2 : 0),
];

const generationSteps: Step[] = [
  // "2nd generation", "second generation", "5th gen"; an ordinal on its own ("first come") says nothing
  (r, t) => {
    const ordinal = ORDINAL.exec(t.text)?.[1] ?? vocab().ordinalWords.get(t.text);
    if (ordinal === undefined) return 0;
    if (r.peek(1)?.text !== 'generation') return 1;
    r.out.generation ??= Number(ordinal);
    return 2;
  },
  // "generation 2"
  (r, t) => {
    const value = numberOf(r.peek(1));
    if (t.text !== 'generation' || value === null) return 0;
    r.out.generation ??= value;
    return 2;
  },
  // a model year
  (r, t) => {
    const value = numberOf(t);
    if (value === null || t.text.length !== 4 || value < MIN_YEAR || value > MAX_YEAR) return 0;
    r.out.year ??= value;
    return 1;
  },
];

const sizeSteps: Step[] = [
  // "size B", "size 10" (clothing, shoes, chairs, bike frames): describes a copy
  (r, t) => (vocab().sizeMarkers.has(t.text) && r.peek(1) ? 2 : 0),
  // "men 10", "US 10.5"
  (r, t) => (vocab().shoeSizeMarkers.has(t.text) && numberOf(r.peek(1)) !== null ? 2 : 0),
];

/** A measurement written like a model number ("20v", "1000w", "5000mah"): it names no model. */
const MEASUREMENT = /^\d+(?:v|w|mah|wh|mp|hz)$/;

/**
 * What a variant qualifies: the nearest earlier model word, number or code ("13" in "iPhone
 * 13 Pro", "switch" in "Switch OLED"). Colours and descriptors are skipped. A variant right
 * after a brand or a measurement names a product line ("Nike Air", "20V MAX"), not a
 * variant of a model, and has no anchor.
 */
function anchorOf(identity: readonly IdentityToken[]): string | null {
  for (let k = identity.length - 1; k >= 0; k -= 1) {
    const tok = identity[k] as IdentityToken;
    if (tok.kind === 'colour' || tok.kind === 'descriptor') continue;
    if (tok.kind === 'variant') return tok.anchor;
    if (tok.kind === 'brand' || MEASUREMENT.test(tok.text)) return null;
    return tok.text;
  }
  return null;
}

function isBundled(tokens: readonly Token[], at: number): boolean {
  const bundle = vocab().bundleWords;
  for (let k = at - 1; k >= 0 && k >= at - 3; k -= 1) if (bundle.has((tokens[k] as Token).text)) return true;
  return false;
}

/** No brand, model or model number is longer; a longer run of letters is noise, not identity. */
const MAX_IDENTITY_WORD = 40;
/** A title names an item in a handful of words; past this many, more words identify nothing further. */
const MAX_IDENTITY_TERMS = 50;

function identityStep(r: Reader, t: Token): number {
  const v = vocab();
  const text = t.text;
  if (v.fillerWords.has(text) || text.length > MAX_IDENTITY_WORD) return 1;
  if (v.accessoryWords.has(text)) {
    (isBundled(r.tokens, r.i) ? r.out.extras : r.out.accessories).push(text);
    return 1;
  }
  let kind: IdentityKind;
  if (r.options.vehicle && v.vehicleTrims.has(text)) kind = 'trim';
  else if (v.variantWords.has(text)) kind = 'variant';
  else if (v.colourWords.has(text)) kind = 'colour';
  else if (v.brandWords.has(text)) kind = 'brand';
  else if (v.descriptorWords.has(text) || v.vehicleWords.has(text)) kind = 'descriptor';
  else kind = t.kind === 'number' && text.length > 4 ? 'code' : t.kind;
  // A decimal is a measurement, and a small number opening the title is a quantity ("2 Coldplay tickets").
  if (kind === 'number' && (text.includes('.') || (r.i === 0 && Number(text) <= MAX_LEADING_QUANTITY))) return 1;
  r.out.identity.push({ text, kind, anchor: kind === 'variant' ? anchorOf(r.out.identity) : null });
  return 1;
}

const STEPS: Step[] = [...unitSteps, ...generationSteps, ...sizeSteps, identityStep];

/** Readings are shared between callers: treat them as read-only. */
export function readListing(text: string, options: ReadOptions): ListingReading {
  return (options.vehicle ? readVehicle : readOther)(text);
}

function read(text: string, options: ReadOptions): ListingReading {
  const r = new Reader(listingTokens(text), options);
  while (r.i < r.tokens.length) {
    const token = r.peek() as Token;
    let used = 0;
    for (const step of STEPS) {
      used = step(r, token);
      if (used > 0) break;
    }
    r.i += Math.max(used, 1);
  }
  r.finishCapacities();
  // A repeated word names nothing new, except a variant of another model word ("MacBook Pro 14 M3 Pro").
  const seen = new Set<string>();
  const keyOf = (tok: IdentityToken) => (tok.kind === 'variant' ? `${tok.text} ${tok.anchor ?? ''}` : tok.text);
  r.out.identity = r.out.identity.filter((tok) => (seen.has(keyOf(tok)) ? false : (seen.add(keyOf(tok)), true))).slice(0, MAX_IDENTITY_TERMS);
  return r.out;
}

const readVehicle = memoize((text) => read(text, { vehicle: true }));
const readOther = memoize((text) => read(text, { vehicle: false }));
