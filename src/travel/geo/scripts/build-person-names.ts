/**
 * Rebuilds data/geo/person-names.json: given names and family names as people of the six request
 * languages' countries write them, so the reader can tell "Dr. Almeida", "Saludos, Andrés" or "Luca
 * Ferraro" from the small places named the same. Source: the person-name lists of the locales of
 * @faker-js/faker (MIT; facts only, no code). Not a dependency of the service; unpack it first:
 *   npm pack @faker-js/faker@9.9.0 && tar xzf faker-js-faker-9.9.0.tgz
 *   npx tsx src/travel/geo/scripts/build-person-names.ts <folder of the unpacked package> <sha256 of the .tgz>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataPath } from '../json.js';

/** The locales of countries whose people write in English, French, Spanish, German, Italian or Portuguese. */
const LOCALES = [
  'en',
  'en_AU',
  'en_GH',
  'en_IN',
  'en_NG',
  'en_ZA',
  'fr',
  'fr_BE',
  'fr_CH',
  'fr_SN',
  'es',
  'es_MX',
  'de',
  'de_AT',
  'de_CH',
  'it',
  'pt_BR',
  'pt_PT',
];

type NameList = string[] | Partial<Record<string, string[]>>;
interface LocaleData {
  person?: { first_name?: NameList; last_name?: NameList };
}

const [dir, sha256] = process.argv.slice(2);
if (!dir || !sha256) throw new Error('usage: build-person-names.ts <unpacked @faker-js/faker folder> <sha256 of its .tgz>');
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
const { allLocales } = (await import(pathToFileURL(join(dir, 'dist/index.js')).href)) as { allLocales: Record<string, LocaleData> };

const flat = (list: NameList | undefined): string[] =>
  list === undefined
    ? []
    : Array.isArray(list)
      ? list
      : Object.values(list)
          .flat()
          .filter((n): n is string => typeof n === 'string');
/** Single names written with letters only ("Ana", "Ramírez", "O'Brien"); pattern entries and compound names are left out. */
const plain = (n: string) => /^\p{Lu}[\p{L}'’-]+$/u.test(n);
const sorted = (names: Iterable<string>) => [...new Set(names)].filter(plain).sort((a, b) => a.localeCompare(b, 'en'));

const given = sorted(LOCALES.flatMap((l) => flat(allLocales[l]?.person?.first_name)));
const family = sorted(LOCALES.flatMap((l) => flat(allLocales[l]?.person?.last_name)));
writeFileSync(
  dataPath('person-names.json'),
  `${JSON.stringify(
    {
      source: `${pkg.name} ${pkg.version} (${pkg.license}), person.first_name and person.last_name of the locales ${LOCALES.join(', ')}`,
      input_sha256: sha256,
      as_of: new Date().toISOString().slice(0, 10),
      given,
      family,
    },
    null,
    0,
  )}\n`,
);
console.log(`given ${given.length}, family ${family.length}`);
