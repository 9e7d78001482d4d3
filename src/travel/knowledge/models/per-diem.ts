import { foldName } from '../../../text/fold-name.js';
import { readTravelJson } from '../data-files.js';

/**
 * Lookup over the compact per-diem tables compiled from the US government per-diem CSVs
 * (scripts/travel/build-per-diem.ts). A rate is [lodging, meals_incidentals] or, when seasonal,
 * [day-weighted annual mean lodging, mie, lodging_min, lodging_max, [lodging per month]].
 */
type Rate = [number, number] | [number, number, number, number, number[]];

interface ForeignTable {
  source: string;
  as_of: string;
  other_foreign_localities: [number, number];
  countries: Record<string, { name: string; locations: Record<string, Rate> }>;
}
interface ConusTable {
  source: string;
  as_of: string;
  standard: [number, number];
  states: Record<string, Record<string, Rate>>;
}

export interface PerDiemRate {
  lodging_usd: number;
  meals_incidentals_usd: number;
  /** Human-readable row used, e.g. 'FRANCE / Paris' or 'CA / Napa'. */
  row: string;
  /** Location name of the row ('[Other]' or 'Standard CONUS rate' for country/standard rows). */
  location: string;
  source: string;
  as_of: string;
  seasonal_range_usd?: [number, number];
  /** Lodging per month (index 0 = January) when the rate is seasonal. */
  monthly_lodging_usd?: number[];
}

let foreign: ForeignTable | undefined;
let conus: ConusTable | undefined;

function tables(): { foreign: ForeignTable; conus: ConusTable } {
  foreign ??= readTravelJson<ForeignTable>('per-diem-foreign.json');
  conus ??= readTravelJson<ConusTable>('per-diem-conus.json');
  return { foreign, conus };
}

/** Words that say what kind of place a name is, not which: "Galapagos Islands" and "Galapagos National Park" are one place. */
const KIND_WORDS = new Set([
  'island',
  'islands',
  'isla',
  'islas',
  'ilha',
  'ilhas',
  'national',
  'park',
  'parque',
  'nacional',
  'city',
  'town',
  'atoll',
  'archipelago',
  'the',
]);
const core = (text: string) =>
  foldName(text)
    .split(' ')
    .filter((w) => !KIND_WORDS.has(w))
    .join(' ');

/**
 * A table key matches a place when the whole key, or one of its "/"- or ","-separated parts,
 * equals it, or when both are the same name once the kind words are dropped.
 */
function keyMatches(key: string, place: string): boolean {
  const want = foldName(place);
  if (foldName(key) === want) return true;
  const wantCore = core(place);
  return key.split(/[/,(]/).some((part) => foldName(part) === want || (wantCore.length >= 4 && core(part) === wantCore));
}

function toRate(rate: Rate, row: string, location: string, table: { source: string; as_of: string }): PerDiemRate {
  const [lodging, mie, lo, hi, monthly] = rate;
  return {
    lodging_usd: lodging,
    meals_incidentals_usd: mie,
    row,
    location,
    source: table.source,
    as_of: table.as_of,
    ...(lo !== undefined && hi !== undefined ? { seasonal_range_usd: [lo, hi] as [number, number] } : {}),
    ...(monthly ? { monthly_lodging_usd: monthly } : {}),
  };
}

/** States outside the continental US: GSA CONUS rates do not apply there. */
const NON_CONUS = new Set(['HI', 'AK']);

function usRate(place: string | undefined, admin1: string | null | undefined): PerDiemRate | undefined {
  const { conus: t } = tables();
  const state = admin1?.startsWith('US-') ? admin1.slice(3) : undefined;
  if (state && NON_CONUS.has(state)) return undefined;
  const states = state ? [state] : Object.keys(t.states);
  if (place) {
    for (const st of states) {
      for (const [dest, rate] of Object.entries(t.states[st] ?? {})) {
        if (keyMatches(dest, place)) return toRate(rate, `${st} / ${dest}`, dest, t);
      }
    }
  }
  return toRate(t.standard, 'Standard CONUS rate', 'Standard CONUS rate', t);
}

/**
 * The per-diem row for a place: the named location row when the place matches one, otherwise the
 * country's "[Other]" row (or its row named as the country, else its first row), or the "Other Foreign Localities" row
 * for countries the list does not name; for the US the GSA destination row or the standard CONUS
 * rate. Undefined for Hawaii and Alaska, which GSA CONUS rates do not cover.
 */
export function perDiemFor(country: string, place?: string, admin1?: string | null): PerDiemRate | undefined {
  const cc = country.toUpperCase();
  if (cc === 'US') return usRate(place, admin1);
  const { foreign: t } = tables();
  const entry = t.countries[cc];
  if (!entry) return toRate(t.other_foreign_localities, 'OTHER FOREIGN LOCALITIES', 'Other Foreign Localities', t);
  const locations = Object.entries(entry.locations);
  const named = place ? locations.find(([loc]) => loc !== '[Other]' && keyMatches(loc, place)) : undefined;
  const other = entry.locations['[Other]'];
  // Without an "[Other]" row, the row named as the country ("MALDIVES / Maldives") covers its other places, else its first row.
  const countryWide = locations.find(([loc]) => keyMatches(loc, entry.name));
  const fallback: [string, Rate] | undefined = other ? ['[Other]', other] : (countryWide ?? locations[0]);
  const chosen = named ?? fallback;
  return chosen ? toRate(chosen[1], `${entry.name} / ${chosen[0]}`, chosen[0], t) : undefined;
}

/** The GSA standard CONUS rate, the base of the OCONUS proxy model. */
export function standardConusRate(): PerDiemRate {
  const { conus: t } = tables();
  return toRate(t.standard, 'Standard CONUS rate', 'Standard CONUS rate', t);
}

/**
 * The rate of a row named as the tables name it ("FRANCE / Paris", "CA / Napa", "Standard CONUS
 * rate", "OTHER FOREIGN LOCALITIES"), as cited in a curated record's cost provenance.
 */
export function perDiemByRow(row: string): PerDiemRate | undefined {
  const { foreign: f, conus: c } = tables();
  if (row === 'Standard CONUS rate') return standardConusRate();
  if (row === 'OTHER FOREIGN LOCALITIES') return toRate(f.other_foreign_localities, row, 'Other Foreign Localities', f);
  const cut = row.indexOf(' / ');
  if (cut < 0) return undefined;
  const [left, right] = [row.slice(0, cut), row.slice(cut + 3)];
  const us = c.states[left]?.[right];
  if (us) return toRate(us, row, right, c);
  const country = Object.values(f.countries).find((x) => x.name === left);
  const rate = country?.locations[right];
  return rate ? toRate(rate, row, right, f) : undefined;
}
