import { readBuiltIndex } from '../../built-indexes.js';
import type { PlaceHeight } from '../knowledge/altitude.js';
import { calendars, type PlaceCalendar } from '../knowledge/calendars/index.js';
import type { CostBasis } from '../knowledge/models/cost-basis.js';
import type { Destination } from '../knowledge/types.js';

/**
 * What a curated candidate derives from the gazetteer, the calendars and the cost models, beside
 * its record's own fields: the catalog's cost at start (region labels and heights from the
 * gazetteer, calendar records by area, time-zone offsets, per-diem rows).
 */
export interface CuratedDerivation {
  admin1: string | null;
  region_label: string;
  calendar_themes: Readonly<Record<string, number>>;
  cost_basis: CostBasis;
  utc_offsets: readonly [number, number];
  height: PlaceHeight | null;
  calendar: PlaceCalendar;
}

/** A derivation as the built index stores it: calendar records by their position in the calendar files. */
interface StoredDerivation extends Omit<CuratedDerivation, 'calendar'> {
  calendar: Omit<PlaceCalendar, 'hazards' | 'closures' | 'extremes'> & { hazards: number[]; closures: number[]; extremes: number[] };
}

/** Destination id -> its derivation. */
export type CatalogIndex = Record<string, StoredDerivation>;

export const CATALOG_INDEX = 'travel-catalog';

function positions<T>(records: readonly T[], all: readonly T[]): number[] {
  return records.map((r) => {
    const at = all.indexOf(r);
    if (at < 0) throw new Error('a place calendar holds a record the calendar files do not');
    return at;
  });
}

export function catalogIndex(destinations: readonly Destination[], derive: (d: Destination) => CuratedDerivation): CatalogIndex {
  const c = calendars();
  return Object.fromEntries(
    destinations.map((d) => {
      const x = derive(d);
      const { hazards, closures, extremes, ...rest } = x.calendar;
      const calendar = {
        ...rest,
        hazards: positions(hazards, c.hazards),
        closures: positions(closures, c.closures),
        extremes: positions(extremes, c.extremes.places),
      };
      return [d.id, { ...x, calendar }];
    }),
  );
}

function restored(s: StoredDerivation): CuratedDerivation {
  const c = calendars();
  const pick = <T>(all: readonly T[], at: number[]) => at.map((k) => all[k] ?? expectedRecord());
  const { hazards, closures, extremes, ...rest } = s.calendar;
  return { ...s, calendar: { ...rest, hazards: pick(c.hazards, hazards), closures: pick(c.closures, closures), extremes: pick(c.extremes.places, extremes) } };
}

const expectedRecord = (): never => {
  throw new Error('built travel catalog names a calendar record the calendar files lack');
};

/**
 * Each destination's derivation: from the index `npm run build` wrote when it is current and
 * covers exactly these destinations, else computed (as the code run from source always does).
 */
export function curatedDerivations(
  destinations: readonly Destination[],
  derive: (d: Destination) => CuratedDerivation,
  index = readBuiltIndex<CatalogIndex>(CATALOG_INDEX),
): CuratedDerivation[] {
  const stored = index && Object.keys(index).length === destinations.length ? destinations.map((d) => index[d.id]) : [];
  if (stored.length && stored.every(Boolean)) return stored.map((s) => restored(s!));
  return destinations.map(derive);
}
