/**
 * Builds data/travel/malaria.json: where malaria is transmitted, per country, from the CDC table
 * "Malaria Information and Prophylaxis, by Country" (cdc.gov/malaria/travelers/country_table/<letter>.html,
 * a work of the US government) as saved by github.com/beepscore/malaria (MIT) on 2018-11-16:
 *   npx tsx scripts/travel/build-malaria.ts <beepscore/malaria git dir>
 * Each letter's page is read at the pinned commit and checked by SHA-256. A row keeps the CDC's
 * words for the areas and the recommended prevention, the CDC's estimated relative risk, and a
 * reach read from the areas' words: none ("None"), all (the whole country, no exception named) or
 * partial. Countries the WHO has certified malaria-free since the table's date are listed apart
 * with the year of certification, so the data says which rows that date has overtaken.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isoForCountryName } from './country-codes.js';
import { readPinnedAt } from './pinned-input.js';

export const MALARIA_INPUT = {
  repository: 'github.com/beepscore/malaria',
  commit: 'c7361a7b2040d28c20b17b98f20aae1585ffdb20',
  as_of: '2018-11-16',
  pages: {
    a: '61fed52307793e400e92f4117d4347b75e396efdbe89ca939d800b1112b2cdcc',
    b: 'fc4705c0c92dec55061b8abe7a2bccb0dded7870e990bcc1fe0226b8cd8aa290',
    c: '0e9d918f3cf58756f9e6ac6d9deb8a10b9ee7c5e2e27582456405211eab47a5a',
    d: '9e4661d8fbbf3ff86977e61c4bd185fae6738c98cfe562b550db289e8993bbb3',
    e: 'd1730443b535e9a7bdd1d6e2ec3404081ca340673a50e5373a3f978c09639f0c',
    f: 'e141391b11104ebb08bfa64aabae443fc08c8992bb4c4d58f7d932929e9b2656',
    g: 'eb6f86c2dd4c42d8b10d21a785acf712227238c8f349dd7d8a25792d4594913b',
    h: '8dea3d17239313941da4bfd52b2f80c2e905619aa58ec00c2f98f364f67cfb79',
    i: '4ded27fc5a7dee029c2059cd8c2e89b5b32ac1b2d4daf8e2ac45e4501c093c07',
    j: '6eff1d7e6884f08b9cef4c15abfdb3a4cb9776dae131dafcec63cac9dd605eac',
    k: 'f9b773d8992b4c6a6b0a517c71082bcbf3985e408dc76f6e9cff46abea339aa4',
    l: '5c93c583f59e7ab0c62e3d7df39e8b9fb88fea0ed780a0d3ec4adde6d5b09b4f',
    m: '642a9b1569d6b3079d46782a9311282221810ac091c40dba41547a189623d610',
    n: 'ac1fac79c9f029329da5cda2c4065765f00f2eebfc43647088605dcf0ffd5cf4',
    o: '47f07a2a27e2cc5bc82c8d2dffb4b19e8cebdca76537c7424138fe1afa1c082c',
    p: '3c69164d93ac0171eba70e1d320aa2d94851e77fcdd9cb767130250687337092',
    q: '54895675cfe4bfe05b8020d728678d331e5daa48405d94e8240d8abf5b50f146',
    r: '1361e9763ead259ae4bc45450a1b572e681a6b66a8bf998c43fabf9d6a5fcaf4',
    s: '98f209f1b4829cfdaa41fe19dc329d9053ad590a76210de1b9fdff5b923f4e86',
    t: 'b8bde39fdc241454f3be3f69d8c4db85068789230cd5a9c31bcb7eb5f398be0e',
    u: '1dfc5bde39c3d9ba4884b86897fd9bc1d637bb1f6ea0728505c04dec9f7750fd',
    v: 'e6bb372cf0cf2578374308719d15ce9dc0da2be3eb838f732b0b902e9e0a0bfd',
    w: '65258777c544618096e5dd3af15d01198a8496833007d9b824de70ba08c1e0fa',
    y: 'd6260d5452cf181b999c8b49c8d7dbb0842537cdfe9485645c8a66158932f40a',
    z: '058127344f409be1d923dfbdfa88b55ff58f3e0c48bffca358bf2f6a81bdd86a',
  },
} as const;

/** The table's names that world-countries does not spell so (after the part in brackets or after a comma or semicolon is cut). */
const NAMES: Record<string, string> = {
  'Cape Verde': 'CV',
  Cocos: 'CC',
  Congo: 'CG',
  'Democratic Republic of the Congo': 'CD',
  'Macau SAR': 'MO',
  Macedonia: 'MK',
  Swaziland: 'SZ',
  'Netherlands Antilles': 'CW',
  'Italy including Holy See': 'IT',
  'Wake Island': 'UM',
  'Wallis and Futuna Islands': 'WF',
  'West Bank': 'PS',
  'Saint Kitts': 'KN',
  'Falkland [Las Islas Malvinas]': 'FK',
  'United Kingdom': 'GB',
};
/** Rows for parts of a country (the Azores, the Canary Islands, Easter Island...) that the country's own row does not cover in one code. */
const PARTS = new Set(['Azores', 'Canary Islands', 'Easter Island', 'Madeira Islands', 'Antarctica']);

/**
 * Countries the WHO certified malaria-free after the table's date, with the year: the WHO's
 * announcements of certification (who.int news releases). Their rows are overtaken.
 */
const CERTIFIED_SINCE: Record<string, number> = {
  AR: 2019,
  DZ: 2019,
  SV: 2021,
  CN: 2021,
  AZ: 2023,
  TJ: 2023,
  BZ: 2023,
  CV: 2024,
  EG: 2024,
  GE: 2025,
  SR: 2025,
  TL: 2025,
};

export interface MalariaRow {
  reach: 'none' | 'all' | 'partial';
  areas: string;
  risk: string;
  prevention: string;
}

const text = (html: string) =>
  html
    .replace(/<span class="print-only">[^<]*<\/span>/g, '')
    .replace(/<sup>.*?<\/sup>/g, '')
    .replace(/<br\s*\/?>|<\/p>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();

const cell = (row: string, header: string) => text(new RegExp(`headers="${header}"[^>]*>([\\s\\S]*?)</td>`).exec(row)?.[1] ?? '');

/**
 * The reach of a row: none when its areas say "None" or its estimated risk is None (a few cases among
 * farm workers), all when the areas say all with no exception, height limit or rare case, else partial.
 */
function reachOf(areas: string, risk: string): MalariaRow['reach'] {
  if (/^none\b/i.test(areas) || risk === 'none') return 'none';
  const whole = /^(all areas?|all\b|present in all areas|present throughout)/i.test(areas);
  return whole && !/\b(except|none|rare|no malaria|not in|below|above)\b|[<>]/i.test(areas) ? 'all' : 'partial';
}

/** A news heading the CDC set above a row's areas ("Malaria Outbreak: Bahia State, Brazil"), which is not an area. */
const withoutHeading = (areas: string, name: string) => areas.replace(new RegExp(`^Malaria Outbreak: .*?, ${name} `), '');

function codeOf(name: string): string | undefined {
  const short = name.split(/ \(|;|,(?! the\b)| includes | Includes /)[0]!.trim();
  return NAMES[short] ?? NAMES[name] ?? isoForCountryName(short) ?? isoForCountryName(name.replace(/, The$/, ''));
}

export function malariaRows(pages: readonly string[]): Record<string, MalariaRow> {
  const out: Record<string, MalariaRow> = {};
  for (const html of pages)
    for (const row of html.split(/<tr>/).slice(1)) {
      if (!row.includes('headers="Country"')) continue;
      const name = cell(row, 'Country');
      if (PARTS.has(name.split(' (')[0]!.trim())) continue;
      const code = codeOf(name);
      if (!code) throw new Error(`no country code for "${name}"`);
      const areas = withoutHeading(cell(row, 'Areas'), name);
      const risk = cell(row, 'Risk').toLowerCase();
      out[code] = { reach: reachOf(areas, risk), areas, risk, prevention: cell(row, 'Recommendations') };
    }
  return out;
}

function main(gitDir: string | undefined) {
  if (!gitDir) throw new Error('usage: build-malaria.ts <beepscore/malaria git dir>');
  const pages = Object.entries(MALARIA_INPUT.pages).map(([letter, sha]) => readPinnedAt(gitDir, MALARIA_INPUT.commit, `data/${letter}.html`, sha));
  const countries = malariaRows(pages);
  const file = {
    description:
      "Where malaria is transmitted, per country (ISO 3166-1 alpha-2): the CDC's words for the areas with malaria and for the recommended prevention, its estimated relative risk for US travellers, and `reach`: none (the areas say None, or the risk is none), all (every area, no exception or height limit) or partial. `certified_malaria_free_since` lists the countries the WHO certified malaria-free after the table's date (year), whose rows are overtaken.",
    source: 'US CDC, "Malaria Information and Prophylaxis, by Country" (cdc.gov/malaria/travelers/country_table/a.html ... z.html)',
    via: `${MALARIA_INPUT.repository} commit ${MALARIA_INPUT.commit}, data/<letter>.html`,
    licence: 'Work of the US government (public domain); the saved copy is in an MIT repository',
    as_of: MALARIA_INPUT.as_of,
    certified_source:
      'WHO announcements of certification of malaria elimination (who.int news releases), editorial, not re-read on the offline machine that wrote the list',
    certified_malaria_free_since: CERTIFIED_SINCE,
    countries,
  };
  writeFileSync('data/travel/malaria.json', `${JSON.stringify(file, null, 1)}\n`);
  console.log(`malaria.json: ${Object.keys(countries).length} countries`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv[2]);
