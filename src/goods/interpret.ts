import type { DealValidationRequest, GeoPoint, GoodsSearchRequest, InterpretedRequest } from '../contracts/goods.js';
import { invalidInput } from '../errors.js';
import { clip } from '../text/clip.js';
import { parseConditionPreferences } from './condition.js';
import type { Geocoder } from './geo.js';
import { understandItem, type ItemUnderstanding } from './item.js';

/** The request as svc will use it, plus the resolved buyer point for distances. */
export interface Interpretation {
  interpreted: InterpretedRequest;
  understanding: ItemUnderstanding;
  point: GeoPoint | null;
  postalCode: string | null;
  /** Country of the location, when svc could read it: it sets the market's price level. */
  country: string | null;
}

const AMOUNT = String.raw`\$?\s?(\d[\d,]*(?:\.\d+)?)(k?)(?!\w)`;
const NOT_A_UNIT = String.raw`(?!\s?(?:miles?|mi|km|lbs?|pounds|inch|in|years?|yrs?|gb|tb|mm|cm)\b)`;
const RANGE = new RegExp(String.raw`(?:between|from)?\s*${AMOUNT}\s?(?:-|to|and)\s?${AMOUNT}${NOT_A_UNIT}`, 'i');
const MAX = new RegExp(String.raw`\b(?:under|below|less than|max(?:imum)?|up to|no more than|at most)\s+${AMOUNT}${NOT_A_UNIT}`, 'i');
const MIN = new RegExp(String.raw`\b(?:over|above|more than|at least|min(?:imum)?)\s+${AMOUNT}${NOT_A_UNIT}`, 'i');
const RADIUS = /\b(?:within\s+)?(\d+(?:\.\d+)?)\s?(?:miles?|mi)\b(?:\s+radius)?/i;
const PLACE = /\b(?:near|around|in|of|from)\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}(?:,\s?[A-Z]{2})?)/;

const amount = (digits: string | undefined, k: string | undefined): number | null => {
  if (!digits) return null;
  const n = Number(digits.replace(/,/g, ''));
  return Number.isFinite(n) ? n * (k ? 1000 : 1) : null;
};

interface FreeText {
  text: string;
  min: number | null;
  max: number | null;
  radius: number | null;
  place: string | null;
}

/** Reads price, radius and place phrases out of user_request and removes them from the text. */
function readFreeText(raw: string, geocode: Geocoder): FreeText {
  const out: FreeText = { text: raw, min: null, max: null, radius: null, place: null };
  const take = (re: RegExp) => {
    const m = re.exec(out.text);
    if (m) out.text = out.text.replace(m[0], ' ');
    return m;
  };
  const radius = take(RADIUS);
  if (radius) out.radius = Number(radius[1]);
  const rangeMatch = RANGE.exec(out.text);
  const range = rangeMatch && /\$|between|from/i.test(rangeMatch[0]) ? take(RANGE) : null;
  if (range) {
    out.min = amount(range[1], range[2]);
    out.max = amount(range[3], range[4]);
  } else {
    const max = take(MAX);
    if (max) out.max = amount(max[1], max[2]);
    const min = take(MIN);
    if (min) out.min = amount(min[1], min[2]);
  }
  const place = PLACE.exec(out.text);
  if (place?.[1] && geocode(place[1])) {
    out.place = place[1];
    out.text = out.text.replace(place[0], ' ');
  }
  return out;
}

function resolveLocation(location: string | null, geocode: Geocoder, notes: string[]) {
  if (!location) return { resolved: null, point: null, postalCode: null, country: null };
  const found = geocode(location);
  if (!found) {
    notes.push(`location "${clip(location, 100)}" could not be resolved (use "City, ST", a US ZIP code or "lat,lon"); distances are not computed.`);
    return { resolved: null, point: null, postalCode: null, country: null };
  }
  if (found.note) notes.push(found.note);
  const resolved = found.point ? { label: found.label, lat: found.point.lat, lon: found.point.lon, postal_code: found.postalCode } : null;
  return { resolved, point: found.point, postalCode: found.postalCode, country: found.country };
}

function understandOrFail(text: string, description: string | null, field: string): ItemUnderstanding {
  const understood = understandItem(text, description);
  if (understood.terms.length === 0)
    throw invalidInput(`${field}: no item words found; say what the item is, for example "iPhone 13 128GB" or "Trek road bike".`);
  return understood;
}

/** The filters only a search reads from its request; a deal check has none. */
type SearchFilters = Pick<InterpretedRequest, 'radius_miles' | 'min_price_usd' | 'max_price_usd' | 'condition_classes'>;

/** The request as svc will use it: the item understood, where the buyer is, the filters, and the buyer's must-haves and exclusions. */
function interpretation(
  understanding: ItemUnderstanding,
  location: string | null,
  where: ReturnType<typeof resolveLocation>,
  wishes: Pick<GoodsSearchRequest, 'must_have' | 'avoid'>,
  notes: string[],
  filters: SearchFilters,
): Interpretation {
  return {
    understanding,
    interpreted: {
      query: understanding.query,
      terms: understanding.terms,
      item: understanding.item,
      category: understanding.category,
      location,
      location_resolved: where.resolved,
      ...filters,
      must_have: wishes.must_have ?? [],
      avoid: wishes.avoid ?? [],
      notes,
    },
    point: where.point,
    postalCode: where.postalCode,
    country: where.country,
  };
}

export function interpretSearch(req: GoodsSearchRequest, geocode: Geocoder): Interpretation {
  if (!req.item_query && !req.user_request) throw invalidInput('Supply item_query or user_request: what item are you looking for?');
  const notes: string[] = [];
  const free = req.user_request ? readFreeText(req.user_request, geocode) : null;
  const pick = <T>(given: T | undefined, read: T | null | undefined, note: string): T | null => {
    if (given !== undefined) return given;
    if (read !== null && read !== undefined) {
      notes.push(note);
      return read;
    }
    return null;
  };
  const min = pick(req.min_price_usd, free?.min, 'min_price_usd read from user_request.');
  const max = pick(req.max_price_usd, free?.max, 'max_price_usd read from user_request.');
  if (min !== null && max !== null && min > max) throw invalidInput(`min_price_usd (${min}) is above max_price_usd (${max}); swap or widen the range.`);
  const radius = pick(req.radius_miles, free?.radius, 'radius_miles read from user_request.');
  const location = pick(req.location, free?.place, 'location read from user_request.');
  const queryField = req.item_query ? 'item_query' : 'user_request';
  const understanding = understandOrFail(req.item_query ?? free?.text ?? '', null, queryField);
  const where = resolveLocation(location, geocode, notes);
  if (radius !== null && !where.point && !where.postalCode) notes.push('radius_miles needs a resolvable location; listings were not filtered by distance.');
  return interpretation(understanding, location, where, req, notes, {
    radius_miles: radius,
    min_price_usd: min,
    max_price_usd: max,
    condition_classes: parseConditionPreferences(req.condition_preferences ?? []),
  });
}

/**
 * Comps are found by the item_query terms when given (the precise item), else the title's.
 * The description is the listing text: it helps choose the category and feeds the rules.
 */
export function interpretDeal(req: DealValidationRequest, geocode: Geocoder, description: string | null = null): Interpretation {
  if (!req.title && !req.item_query) throw invalidInput('Supply title or item_query: which item is this listing for?');
  const notes: string[] = [];
  const context = [req.item_query && req.title ? req.title : null, description].filter((t): t is string => t !== null).join('\n');
  const understanding = understandOrFail(req.item_query ?? req.title ?? '', context === '' ? null : context, req.item_query ? 'item_query' : 'title');
  const where = resolveLocation(req.location ?? null, geocode, notes);
  return interpretation(understanding, req.location ?? null, where, req, notes, {
    radius_miles: null,
    min_price_usd: null,
    max_price_usd: null,
    condition_classes: [],
  });
}
