/**
 * Builds data/travel/visa-rules.json: what a passport needs to visit each country, from the
 * Passport Index dataset (github.com/ilyankou/passport-index-dataset, MIT):
 *   npx tsx scripts/travel/build-visa-rules.ts <passport-index-dataset git dir>
 * The tidy ISO-2 file is read at the pinned commit and checked by SHA-256. Each passport keeps its
 * most common requirement as `default` and lists the destinations with another requirement,
 * space-separated, under that requirement, so the file stays compact and readable.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readPinnedAt } from './pinned-input.js';

/** The dataset's update of 12 January 2025 and the SHA-256 of its tidy ISO-2 file. */
export const VISA_INPUT = {
  commit: 'a46dbc872002e01f6465a69071a7ed5b6dc8fc7b',
  path: 'passport-index-tidy-iso2.csv',
  sha256: 'a93d74b9abe36d518a8b95676673294bf76e40d15f7cd41b24e19dbdc6251a15',
  as_of: '2025-01-12',
} as const;

/** Requirement values of the dataset; a positive number of visa-free days is the other kind. `-1` (own country) is dropped. */
const VALUES = new Set(['visa free', 'visa on arrival', 'eta', 'e-visa', 'visa required', 'no admission']);

/**
 * Territories without a passport of their own in the dataset whose people hold the passport of
 * the sovereign country, so an origin there assumes that passport. Only for the passport side:
 * entry rules of a territory differ from its sovereign's (the French overseas departments are
 * outside Schengen), so a territory as a destination stays unknown.
 */
const TERRITORY_PASSPORTS = {
  source:
    'Nationality laws: US citizenship for Puerto Rico, Guam, the US Virgin Islands and the Northern Mariana Islands (8 U.S.C. 1402, 1406, 1407, 1801), US nationality for American Samoa (8 U.S.C. 1408); French for the overseas departments and collectivities; Dutch for Aruba, Curacao, Sint Maarten and the Caribbean Netherlands; Danish for Greenland and the Faroe Islands',
  passports: {
    PR: 'US',
    GU: 'US',
    VI: 'US',
    MP: 'US',
    AS: 'US',
    GP: 'FR',
    MQ: 'FR',
    GF: 'FR',
    RE: 'FR',
    YT: 'FR',
    PM: 'FR',
    BL: 'FR',
    MF: 'FR',
    NC: 'FR',
    PF: 'FR',
    WF: 'FR',
    AW: 'NL',
    CW: 'NL',
    SX: 'NL',
    BQ: 'NL',
    GL: 'DK',
    FO: 'DK',
  },
};

export interface VisaRulesFile {
  description: string;
  source: string;
  licence: string;
  commit: string;
  as_of: string;
  destinations: string;
  territory_passports: { source: string; passports: Record<string, string> };
  passports: Record<string, Record<string, string>>;
}

/** The compact rules from the dataset's tidy CSV (Passport,Destination,Requirement). */
export function visaRules(csv: string): Pick<VisaRulesFile, 'destinations' | 'passports'> {
  const byPassport = new Map<string, Map<string, string[]>>();
  const destinations = new Set<string>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [passport = '', destination = '', value = ''] = line.trim().split(',');
    if (!/^[A-Z]{2}$/.test(passport) || !/^[A-Z]{2}$/.test(destination)) throw new Error(`bad row: ${line}`);
    destinations.add(destination);
    if (value === '-1') continue;
    if (!VALUES.has(value) && !/^[1-9][0-9]*$/.test(value)) throw new Error(`unknown requirement: ${line}`);
    const groups = byPassport.get(passport) ?? byPassport.set(passport, new Map()).get(passport)!;
    groups.set(value, [...(groups.get(value) ?? []), destination]);
  }
  const passports: Record<string, Record<string, string>> = {};
  for (const passport of [...byPassport.keys()].sort()) {
    const groups = [...byPassport.get(passport)!.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    const [common] = [...groups].sort(([, a], [, b]) => b.length - a.length)[0]!;
    passports[passport] = {
      default: common,
      ...Object.fromEntries(groups.filter(([value]) => value !== common).map(([value, list]) => [value, list.sort().join(' ')])),
    };
  }
  return { destinations: [...destinations].sort().join(' '), passports };
}

function main(dir: string): void {
  const rules = visaRules(readPinnedAt(dir, VISA_INPUT.commit, VISA_INPUT.path, VISA_INPUT.sha256));
  const out: VisaRulesFile = {
    description:
      'Entry requirement per passport (ISO 3166-1 alpha-2) and destination: each passport has a default requirement and lists the destinations with another one (a number is visa-free days). Destinations not in `destinations` are unknown. Built by scripts/travel/build-visa-rules.ts; do not edit.',
    source: `Passport Index (passportindex.org) via github.com/ilyankou/passport-index-dataset at ${VISA_INPUT.commit.slice(0, 12)}`,
    licence: 'MIT (c) 2019 Ilya Ilyankou',
    commit: VISA_INPUT.commit,
    as_of: VISA_INPUT.as_of,
    destinations: rules.destinations,
    territory_passports: TERRITORY_PASSPORTS,
    passports: rules.passports,
  };
  const { passports, ...head } = out;
  const header = Object.entries(head)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',\n');
  const rows = Object.entries(passports).map(([code, rule]) => `${JSON.stringify(code)}:${JSON.stringify(rule)}`);
  writeFileSync(new URL('../../data/travel/visa-rules.json', import.meta.url), `{${header},\n"passports":{\n${rows.join(',\n')}\n}}\n`);
  console.log(`passports ${Object.keys(rules.passports).length}, destinations ${rules.destinations.split(' ').length}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error('usage: build-visa-rules.ts <passport-index-dataset git dir>');
  main(dir);
}
