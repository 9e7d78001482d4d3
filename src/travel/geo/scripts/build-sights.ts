/**
 * Builds data/geo/sights.tsv: the sights and natural features travellers name as the goal of a trip that have an English
 * Wikivoyage article of their own (Masada, Prambanan, the Verdon Gorge, Copper Canyon) and that the gazetteer lacks.
 *   - source: the page records of wginsberg/wikivoyage-map at the commit build-areas.ts pins (same input, same SHA-256);
 *   - kind: the head of the noun phrase after "is a" in the article's first sentence ("an awe-inspiring gorge", "a Buddhist
 *     stupa and temple complex", "the site of an ancient Inca city"): a work of people or of nature. A page whose head is a
 *     town or a region ("a cathedral city", "a beach town") is a place, not a sight, and is left out, as are the pages
 *     build-areas.ts takes as areas;
 *   - names: the title without its qualifier and the Latin-script names of the parenthesis after it ("Les Gorges du
 *     Verdon"), each usable as build-areas.ts rules (no ordinary one-word name, no country's or nearby state's name);
 *   - left out: a sight the gazetteer already reads within its radius + 10 km under its name (it is that place);
 *   - town: the nearest GeoNames place, and its country; links: how many articles link to the page (prominence).
 *   git archive <commit> public/nodes | tar -x -C <folder>   (the commit of build-areas.ts)
 *   npx tsx src/travel/geo/scripts/build-sights.ts <folder>/public/nodes
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadGazetteer } from '../index.js';
import { dataPath } from '../json.js';
import { SIGHT_KINDS, type SightKind } from '../sights.js';
import { firstClause, INPUT_SHA256, kindOf, linkCounts, nounPhrase, otherNames, readingsOf, readPages, SOURCE, usable } from './build-areas.js';

/** The nouns that head a phrase naming a sight, by kind; any other head (a town, a city, a region) names no sight. */
const SIGHT_HEADS: Record<SightKind, RegExp> = {
  landmark:
    /^(monuments?|site|ruins?|temples?|complex|monastery|abbey|castle|palace|fortress|fort|citadel|pyramids?|stupa|shrine|mausoleum|gardens?|park|cathedral|basilica|mosque)$/,
  natural:
    /^(gorge|canyon|glacier|waterfalls?|falls|caves?|fjord|fiord|desert|volcano|dunes?|reef|geyser|crater|peak|monolith|rock|cenote|lagoon|wetlands?|pans?)$/,
};

/** A sight is the place the gazetteer reads under its name this near its point. */
const HELD_KM = 25;

/** The kind of sight a page's first sentence states by the head of its noun phrase, if any. */
export function sightKindOf(byline: string): SightKind | undefined {
  const clause = firstClause(byline);
  const head = clause && nounPhrase(clause.after).at(-1)?.replace(/[.]$/, '');
  return head === undefined ? undefined : SIGHT_KINDS.find((k) => SIGHT_HEADS[k].test(head));
}

function main(dir: string): void {
  // The gazetteer must not know the sights it is asked about: it reads sights.tsv on its first lookup.
  writeFileSync(dataPath('sights.tsv'), '');
  const gz = loadGazetteer();
  const pages = readPages(dir);
  const links = linkCounts(pages);
  const lines: string[] = [];
  for (const p of pages.sort((a, b) => a.title.localeCompare(b.title))) {
    const byline = p.byline ?? '';
    const kind = sightKindOf(byline);
    if (!kind || kindOf(p.title, byline) || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    const at = { lat: p.lat, lon: p.lng };
    const town = gz.nearestCity(at);
    if (!town) continue;
    const name = p.title.replace(/\s*\([^)]*\)$/, '').trim();
    const names = [name, ...otherNames(p.title, byline)].filter((n) => usable(n, gz, at, town.country));
    if (!names.includes(name) || readingsOf(gz, name, at).some((q) => q.km <= HELD_KM)) continue;
    lines.push([kind, names.join('|'), p.lat.toFixed(4), p.lng.toFixed(4), town.country, town.name, String(links.get(p.title) ?? 0)].join('\t'));
  }
  const header = [
    `# Sights with an English Wikivoyage article of their own (CC BY-SA 3.0), via ${SOURCE.repo} at ${SOURCE.commit} (${SOURCE.as_of}), input sha256 ${INPUT_SHA256}; built by src/travel/geo/scripts/build-sights.ts`,
    `# kind (${SIGHT_KINDS.join(', ')}; model_estimate from the head of the first sentence's noun phrase)<TAB>name|other names<TAB>lat<TAB>lon<TAB>country<TAB>town (nearest GeoNames place)<TAB>articles linking to the page`,
  ];
  writeFileSync(dataPath('sights.tsv'), `${[...header, ...lines].join('\n')}\n`);
  console.log(`${lines.length} sights`);
}

// Run as a script, not when a test imports the page rules.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2] ?? '');
