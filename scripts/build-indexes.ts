import { join } from 'node:path';
import { writeBuiltIndex } from '../src/built-indexes.js';
import { ROOT_DIR } from '../src/data-paths.js';
import { builtAssets, SITE_ASSETS_INDEX } from '../src/server/web/assets.js';
import { fileColumns, LANGUAGE_INDEX, SHIPPED_TABLE } from '../src/text/language-identifier.js';
import { curatedDerivation } from '../src/travel/engine/catalog.js';
import { CATALOG_INDEX, catalogIndex } from '../src/travel/engine/catalog-index.js';
import { AIRPORTS_INDEX, airportColumns, joinedAirports } from '../src/travel/geo/airports.js';
import { CALENDAR_WORDS_INDEX, calendarWords } from '../src/travel/geo/calendar-words.js';
import { COUNTRIES_INDEX, readWorldCountries } from '../src/travel/geo/countries.js';
import { adjectiveIndex, storedAdjectives } from '../src/travel/geo/country-adjectives.js';
import { FEAST_NAMES_INDEX, feastNames } from '../src/travel/geo/feasts.js';
import { GAZETTEER_INDEX, GAZETTEER_LATE_INDEX, gazetteerIndex, gazetteerLateIndex, loadGazetteer } from '../src/travel/geo/index.js';
import { LANGUAGES } from '../src/travel/intent/language.js';
import { nationalityIndex, nationalityWords } from '../src/travel/intent/nationality.js';
import { loadKnowledgeBase } from '../src/travel/knowledge/index.js';
import { CLIMATE_SCREEN_INDEX, screenedIds } from '../src/travel/knowledge/models/climate-screen.js';

/**
 * Writes dist/indexes/: what the compiled server would otherwise derive from data/ and assets/ at every start,
 * computed by the same code from the same files (src/built-indexes.ts says when it is used).
 * Part of `npm run build`. Usage: tsx scripts/build-indexes.ts
 */
const dir = join(ROOT_DIR, 'dist', 'indexes');
const airports = joinedAirports();
writeBuiltIndex(dir, AIRPORTS_INDEX, airportColumns(airports));
console.log(`wrote dist/indexes/${AIRPORTS_INDEX}.json and .bin: ${airports.length} airports as columns`);
const countries = readWorldCountries();
writeBuiltIndex(dir, COUNTRIES_INDEX, countries);
console.log(`wrote dist/indexes/${COUNTRIES_INDEX}.json: ${countries.length} countries, the fields the service reads`);
const gazetteer = loadGazetteer();
const derived = gazetteerIndex();
writeBuiltIndex(dir, GAZETTEER_INDEX, derived);
console.log(
  `wrote dist/indexes/${GAZETTEER_INDEX}.json and .bin: grid, prominence and state centres of ${derived.prominence.length} cities, ${derived.districts.length / 2} districts`,
);
// Before any lookup, which would run the late join this index records.
const late = gazetteerLateIndex();
writeBuiltIndex(dir, GAZETTEER_LATE_INDEX, late);
console.log(
  `wrote dist/indexes/${GAZETTEER_LATE_INDEX}.json and .bin: the late join's ${late.places.order.length} places and ${late.names.order.length} names, ${late.prefixes.order.length} name beginnings, ${late.exonyms.order.length} exonyms`,
);
for (const lang of LANGUAGES) {
  const adjectives = storedAdjectives(lang);
  writeBuiltIndex(dir, adjectiveIndex(lang), adjectives);
  console.log(`wrote dist/indexes/${adjectiveIndex(lang)}.json: ${adjectives.forms.length} country adjectives and ${adjectives.stems.length} name stems`);
}
const calendar = calendarWords();
writeBuiltIndex(dir, CALENDAR_WORDS_INDEX, calendar);
console.log(`wrote dist/indexes/${CALENDAR_WORDS_INDEX}.json: ${calendar.length} weekday and month names`);
const feasts = feastNames();
writeBuiltIndex(dir, FEAST_NAMES_INDEX, feasts);
console.log(`wrote dist/indexes/${FEAST_NAMES_INDEX}.json: ${Object.values(feasts).flat().length} feast names in ${Object.keys(feasts).length} languages`);
const { destinations } = loadKnowledgeBase();
writeBuiltIndex(
  dir,
  CATALOG_INDEX,
  catalogIndex(destinations, (d) => curatedDerivation({ gazetteer }, d)),
);
console.log(`wrote dist/indexes/${CATALOG_INDEX}.json: ${destinations.length} curated candidates`);
const screened = screenedIds();
writeBuiltIndex(dir, CLIMATE_SCREEN_INDEX, screened);
console.log(`wrote dist/indexes/${CLIMATE_SCREEN_INDEX}.json: ${screened.length} climate rows of monthly extremes (climate_row_screen_v1)`);
const language = fileColumns(SHIPPED_TABLE);
writeBuiltIndex(dir, LANGUAGE_INDEX, language);
console.log(`wrote dist/indexes/${LANGUAGE_INDEX}.json and .bin: the request language table's ${language.keys.length} grams as columns`);
for (const lang of LANGUAGES) {
  const words = nationalityWords(lang);
  writeBuiltIndex(dir, nationalityIndex(lang), words);
  console.log(`wrote dist/indexes/${nationalityIndex(lang)}.json: ${words.forms.length} nationality forms and ${words.stems.length} stems`);
}
const assets = builtAssets();
writeBuiltIndex(dir, SITE_ASSETS_INDEX, assets);
console.log(`wrote dist/indexes/${SITE_ASSETS_INDEX}.json: ${Object.keys(assets).join(', ')}, style sheets and scripts minified by esbuild, each compressed`);
