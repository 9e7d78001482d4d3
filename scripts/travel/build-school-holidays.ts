/**
 * Builds data/travel/school-holidays.json: the school holidays of the countries the reader's six
 * languages are written from and OpenHolidays publishes (Germany, Austria, Switzerland, France,
 * Spain, Italy, Portugal, Luxembourg, Ireland), per region where they differ, from the OpenHolidays
 * API data (github.com/openpotato/openholidaysapi.data, ODbL 1.0):
 *   npx tsx scripts/travel/build-school-holidays.ts <openholidaysapi.data git dir>
 * The files are read at the pinned commit; their SHA-256 digests, concatenated in path order, must
 * hash to the pinned digest. Kept: holidays of more than one day that end on or after the first
 * year kept. A region is the ISO 3166-2 code of the subdivision or of the subdivision it belongs to
 * (a Spanish province's community, a French region; French zones have none and are left out).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { fold } from '../../src/travel/intent/text.js';
import { readPinnedAt } from './pinned-input.js';

export const SCHOOL_INPUT = {
  commit: 'dd3dfa81f691d89964b42d30de582e935ec87a6e',
  /** SHA-256 of the input files' SHA-256 digests (hex, one per line, in path order). */
  digest: 'ab0d360f23d3ddf0be5ea5ccc9ad2e5f8a9b5a85403e9d2a4dd5c942fd35886d',
  as_of: '2026-01-21',
} as const;
const COUNTRIES = ['de', 'at', 'ch', 'fr', 'es', 'it', 'pt', 'lu', 'ie'];
const LANGS = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
type Lang = (typeof LANGS)[number];
const FIRST_YEAR = 2025;

/**
 * What people call these holidays besides the source's names, by the source's English name (editorial: the usual phrasings of
 * each language, folded).
 */
const MORE_NAMES: Record<string, Partial<Record<Lang, string[]>>> = {
  'easter holidays': {
    en: ['easter holidays', 'easter break', 'easter school holidays'],
    fr: ['vacances de paques'],
    es: ['vacaciones de semana santa', 'vacaciones de pascua'],
    it: ['vacanze di pasqua', 'vacanze pasquali'],
    pt: ['ferias da pascoa', 'ferias de pascoa'],
  },
  'pentecost holidays': { en: ['whitsun holidays', 'whitsun school holidays', 'pentecost holidays'] },
  'summer holidays': {
    en: ['summer school holidays'],
    fr: ['grandes vacances'],
    es: ['vacaciones de verano'],
    it: ['vacanze estive'],
    pt: ['ferias de verao'],
  },
  'christmas holidays': {
    en: ['christmas school holidays'],
    es: ['vacaciones de navidad'],
    it: ['vacanze di natale', 'vacanze natalizie'],
    pt: ['ferias de natal'],
  },
  'autumn holidays': { en: ['autumn half term', 'october half term'], fr: ["vacances d'automne"] },
  'all saints holidays': { fr: ['vacances de toussaint', 'vacances de la toussaint'], en: ['toussaint holidays'] },
  'winter holidays': { fr: ["vacances d'hiver", 'vacances de fevrier'], en: ['february holidays', 'february half term'] },
  'spring holidays': { fr: ['vacances de printemps'] },
  'carnival holidays': { pt: ['ferias do carnaval', 'ferias de carnaval'], de: ['faschingsferien'] },
};

/** A name says it is a school break (some rows are named for their season or feast alone: "Sommer", "Ostern"). */
const BREAK_WORD = /ferien|vacances|vacaciones|vacanze|ferias|holidays|break|half term|pont|ponte|puente|bridge|brucke|semaine|week|woche|settimana|semana/;

type Row = Record<string, string>;
function parse(text: string): Row[] {
  const [head = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cols = head.split(';');
  return lines.filter((l) => l.trim()).map((l) => Object.fromEntries(l.split(';').map((v, k) => [cols[k] ?? '', v])));
}

/** "DE Osterferien,EN Easter Holidays" -> names by language, folded; a part in brackets is left out. */
function names(field: string): Partial<Record<Lang, string[]>> {
  const out: Partial<Record<Lang, string[]>> = {};
  for (const part of field.split(',')) {
    const lang = part.slice(0, 2).toLowerCase() as Lang;
    const name = fold(part.slice(3).replace(/\s*\(.*?\)\s*/g, ' '))
      .replace(/[’]/g, "'")
      .trim();
    if (LANGS.includes(lang) && BREAK_WORD.test(name)) (out[lang] ??= []).push(name);
  }
  return out;
}

export interface SchoolHolidayRecord {
  id: string;
  country: string;
  names: Partial<Record<Lang, string[]>>;
  /** First and last day, and the regions (ISO 3166-2) they hold in; null: the whole country. */
  periods: Array<[string, string, string[] | null]>;
}

export function schoolHolidays(read: (path: string) => string, files: readonly string[]): SchoolHolidayRecord[] {
  const out = new Map<string, SchoolHolidayRecord>();
  for (const cc of COUNTRIES) {
    const subdivisions = files.includes(`src/${cc}/subdivisions.csv`) ? parse(read(`src/${cc}/subdivisions.csv`)) : [];
    const byShort = new Map(subdivisions.map((s) => [s.ShortName ?? '', s]));
    const iso = (short: string): string | null => {
      const s = byShort.get(short);
      if (!s) return null;
      if (s.Parent) return iso(s.Parent);
      return s.IsoCode || null;
    };
    for (const f of files.filter((p) => p.startsWith(`src/${cc}/holidays/holidays.school`))) {
      for (const r of parse(read(f))) {
        const [start = '', end = ''] = [r.StartDate ?? '', r.EndDate ?? ''];
        if (r.Type !== 'School' || !end || end <= start || Number(end.slice(0, 4)) < FIRST_YEAR) continue;
        const n = names(r.Name ?? '');
        const en = n.en?.[0];
        if (!en) continue;
        // A row naming no subdivision holds where its file does ("holidays.school.mv.csv": Mecklenburg-Vorpommern), unless it is national.
        const own = /holidays\.school\.([a-z-]+)\.csv$/.exec(f)?.[1]?.toUpperCase();
        const named = (r.Subdivisions ?? '').split(',').filter(Boolean);
        const subs = named.length === 0 && own && r.RegionalScope !== 'National' ? [own] : named;
        const regions = subs.length === 0 ? null : [...new Set(subs.map(iso).filter((x): x is string => x !== null))].sort();
        if (regions?.length === 0) continue;
        const id = `${cc}-${en.replace(/[^a-z0-9]+/g, '-')}`;
        const rec = out.get(id) ?? { id, country: cc.toUpperCase(), names: {}, periods: [] };
        for (const lang of LANGS)
          for (const x of [...(n[lang] ?? []), ...(MORE_NAMES[en]?.[lang] ?? [])]) if (!(rec.names[lang] ?? []).includes(x)) (rec.names[lang] ??= []).push(x);
        const same = rec.periods.find((p) => p[0] === start && p[1] === end);
        if (same && same[2] && regions) same[2] = [...new Set([...same[2], ...regions])].sort();
        else if (same) same[2] = null;
        else rec.periods.push([start, end, regions]);
        out.set(id, rec);
      }
    }
  }
  for (const r of out.values()) r.periods.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
  return [...out.values()];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: build-school-holidays.ts <openholidaysapi.data git dir>');
  const listing = execFileSync('git', ['-C', dir, 'ls-tree', '-r', '--name-only', SCHOOL_INPUT.commit, 'src'], { encoding: 'utf8' });
  const files = listing
    .split('\n')
    .filter((p) => COUNTRIES.some((cc) => p === `src/${cc}/subdivisions.csv` || p.startsWith(`src/${cc}/holidays/holidays.school`)))
    .sort();
  const bytes = new Map(files.map((p) => [p, execFileSync('git', ['-C', dir, 'show', `${SCHOOL_INPUT.commit}:${p}`])]));
  const digests = files.map((p) =>
    createHash('sha256')
      .update(bytes.get(p) as Buffer)
      .digest('hex'),
  );
  const digest = createHash('sha256').update(digests.join('\n')).digest('hex');
  if (digest !== SCHOOL_INPUT.digest) throw new Error(`inputs at ${SCHOOL_INPUT.commit}: digest ${digest}, expected ${SCHOOL_INPUT.digest}`);
  const read = (p: string) => readPinnedAt(dir, SCHOOL_INPUT.commit, p, digests[files.indexOf(p)] as string);
  const holidays = schoolHolidays(read, files);
  const doc = {
    source: `OpenHolidays API data (github.com/openpotato/openholidaysapi.data, commit ${SCHOOL_INPUT.commit}, ${SCHOOL_INPUT.as_of}), school holidays of ${COUNTRIES.map((c) => c.toUpperCase()).join(', ')}; names folded, regions ISO 3166-2; built by scripts/travel/build-school-holidays.ts`,
    licence: 'ODbL 1.0 (Open Database License); this file is a derived database under the same licence',
    as_of: SCHOOL_INPUT.as_of,
    holidays,
  };
  writeFileSync(new URL('../../data/travel/school-holidays.json', import.meta.url), `${JSON.stringify(doc)}\n`);
  console.log(`${holidays.length} school holidays, ${holidays.reduce((n, h) => n + h.periods.length, 0)} periods`);
}
