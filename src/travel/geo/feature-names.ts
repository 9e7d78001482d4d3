import { dataText } from './json.js';

/** The names Natural Earth gives its features in the request languages, by gazetteer place id (scripts/build-natural-earth-names.ts). */
export const FEATURE_NAMES_FILE = 'natural-earth-names.tsv';

/**
 * "Cyclades" -> Cicladi, Kykladen, Cícladas; "Matterhorn" -> Cervin, Cervino: each line a place id and the names it
 * bears in English, French, Spanish, German, Italian and Portuguese, as Natural Earth writes them.
 */
export function loadFeatureNames(): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const line of dataText(FEATURE_NAMES_FILE).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [id = '', names = ''] = line.split('\t');
    out.push([id, names.split('|')]);
  }
  return out;
}
