/**
 * Audits how many English Wikivoyage destinations the place recogniser reads by their own name: for every article with
 * coordinates it reads "a week in <title>" (the title without Wikivoyage's qualifier; a district "Paris/Marais" by its own
 * part) and counts the article found when a place read lies within READ_KM of the article's point or contains it. A title
 * with letters outside ASCII is read a second time without its diacritics ("Oland"), as travellers often type it.
 * Failures are counted by kind: a name the gazetteer lacks, a name it holds that the sentence does not read, or only places
 * elsewhere (a namesake); by the title's form (qualified,
 * two places, district, plain) and by the kind of area the article states (build-areas.ts rules).
 *   npx tsx src/travel/geo/scripts/audit-wikivoyage-places.ts <folder>/public/nodes [--list <form>|<area kind>|all]
 * The folder is the one build-areas.ts reads (git archive of the commit it pins).
 */
import { pathToFileURL } from 'node:url';
import { greatCircleKm } from '../distance.js';
import { loadGazetteer, type Gazetteer } from '../index.js';
import { kindOfPage, linkCounts, readPages, type Page } from './build-areas.js';

/** A place read this near the article's point is the article's place. */
const READ_KM = 50;

type TitleForm = 'qualified' | 'two_places' | 'district' | 'plain';
/** Read at the point; a name the gazetteer lacks; a name it holds that the sentence does not read; only places elsewhere. */
type Outcome = 'read' | 'unknown' | 'unread' | 'elsewhere';

/** The form of a Wikivoyage title, which says how a traveller names its place. */
export function titleForm(title: string): TitleForm {
  if (title.includes('/')) return 'district';
  if (/\)$/.test(title)) return 'qualified';
  return / (and|&) /.test(title) ? 'two_places' : 'plain';
}

/** The name a traveller writes for an article's place: no qualifier, a district by its own part. */
export const writtenName = (title: string): string => (title.split('/').at(-1) ?? title).replace(/\s*\([^)]*\)$/, '').trim();

export const withoutDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Whether "a week in <name>" reads a place at the point. */
function outcomeOf(gz: Gazetteer, name: string, at: { lat: number; lon: number }): Outcome {
  const read = gz.extract(`a week in ${name}`);
  if (read.length === 0) return gz.resolve(name).length === 0 ? 'unknown' : 'unread';
  const here = read.some(
    (m) => greatCircleKm(m, at) <= READ_KM || (m.type !== 'city' && gz.contains(m, { country: m.country ?? '', admin1: null, ...at, destinationId: m.id })),
  );
  return here ? 'read' : 'elsewhere';
}

interface Tally {
  total: number;
  outcomes: Record<Outcome, number>;
}

const tallyOf = (): Tally => ({ total: 0, outcomes: { read: 0, unknown: 0, unread: 0, elsewhere: 0 } });

function add(tallies: Map<string, Tally>, key: string, outcome: Outcome): void {
  const t = tallies.get(key) ?? tallyOf();
  t.total += 1;
  t.outcomes[outcome] += 1;
  tallies.set(key, t);
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

function print(label: string, tallies: Map<string, Tally>): void {
  console.log(`\n${label}                 n     read  unknown   unread  elsewhere`);
  for (const [key, t] of [...tallies].sort((a, b) => b[1].total - a[1].total))
    console.log(
      `  ${key.padEnd(22)}${String(t.total).padStart(6)}  ${pct(t.outcomes.read, t.total).padStart(6)}  ${String(t.outcomes.unknown).padStart(7)}  ${String(t.outcomes.unread).padStart(7)}  ${String(t.outcomes.elsewhere).padStart(9)}`,
    );
}

function main(dir: string, list: string | undefined): void {
  const gz = loadGazetteer();
  const pages = readPages(dir).filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  const links = linkCounts(pages);
  const byForm = new Map<string, Tally>();
  const byKind = new Map<string, Tally>();
  const folded = tallyOf();
  for (const p of pages.sort((a: Page, b: Page) => a.title.localeCompare(b.title))) {
    const at = { lat: p.lat, lon: p.lng };
    const name = writtenName(p.title);
    const form = titleForm(p.title);
    const kind = kindOfPage(p.title, p.byline ?? '', links.get(p.title) ?? 0) ?? 'other';
    const outcome = outcomeOf(gz, name, at);
    add(byForm, 'all', outcome);
    add(byForm, form, outcome);
    add(byKind, kind, outcome);
    if (outcome !== 'read' && (list === 'all' || list === form || list === kind)) console.log(`${outcome}\t${form}\t${kind}\t${p.title}`);
    const ascii = withoutDiacritics(name);
    if (ascii !== name) {
      const o = outcomeOf(gz, ascii, at);
      folded.total += 1;
      folded.outcomes[o] += 1;
      if (o !== 'read' && list === 'ascii') console.log(`${o}\tascii\t${kind}\t${ascii}`);
    }
  }
  console.log(`${pages.length} articles with coordinates; read within ${READ_KM} km: ${pct(byForm.get('all')?.outcomes.read ?? 0, pages.length)}`);
  print('by title form', byForm);
  print('by area kind', byKind);
  print('without diacritics', new Map([['ascii form', folded]]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--list');
  main(args[0] ?? '', at >= 0 ? args[at + 1] : undefined);
}
