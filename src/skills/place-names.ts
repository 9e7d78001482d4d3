import { worldCountries } from '../travel/geo/countries.js';
import { fold } from './fold.js';

let names: ReadonlyArray<readonly string[]> | undefined;

/** Country names and their capitals (world-countries), each as its folded words: "faroe islands" is [faroe, islands]. */
function placeNames(): ReadonlyArray<readonly string[]> {
  names ??= [
    ...new Set(
      worldCountries()
        .flatMap((country) => [country.name.common, ...country.capital])
        .map(fold),
    ),
  ].map((name) => name.match(/[a-z0-9]+/g) ?? []);
  return names;
}

/**
 * The words of the countries and capitals a text names ("remote villages in the Faroe Islands", "suggest
 * Iceland instead"): a place says where the query's case is, not what it asks, so its words weigh as
 * ordinary words where the corpus never uses them.
 */
export function placeWords(text: string): string[] {
  const words = fold(text).match(/[a-z0-9]+/g) ?? [];
  return placeNames()
    .filter((name) => name.length > 0 && words.some((_, start) => name.every((word, offset) => words[start + offset] === word)))
    .flat();
}
