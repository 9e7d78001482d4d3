import { dataText } from './json.js';

/**
 * The names first-level subdivisions bear in French, Spanish, German, Italian and Portuguese ("Toscane", "Lombardei", "Galiza"),
 * normalized, by ISO 3166-2 code: data/geo/admin1-names.tsv (scripts/travel/build-admin1-names.ts).
 */
export function loadAdmin1Names(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of dataText('admin1-names.tsv').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [iso = '', names = ''] = line.split('\t');
    out.set(iso, names.split('|'));
  }
  return out;
}
