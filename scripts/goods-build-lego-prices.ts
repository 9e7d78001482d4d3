/**
 * Builds data/goods/lego-prices.json from the pinned public LEGO set table:
 * `tsx scripts/goods-build-lego-prices.ts <lego_sets.csv>`. The input is refused unless its SHA-256
 * is the pinned one (data/goods/README.md says where to get it). Every set keeps the CSV line its
 * price was read from; prices are the table's US retail prices in dollars, so no currency is
 * converted. What is left out, and why, is counted and printed.
 */
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';

export const LEGO_DATASET = {
  name: 'LEGO Sets (Maven Analytics data playground, from Brickset)',
  origin: 'https://mavenanalytics.io/data-playground',
  repository: 'https://github.com/ravikrverma/lego-powerbi-dashboard',
  commit: '1e604a6701c77f450103ccce59a37bec088b11b7',
  path: 'lego_sets.csv',
  sha256: 'abe7af7a72553b38be6b6329164a00224bf608089048a651bc0decab6d512ec5',
};

/** Sets before this year are collectors' items whose resale no longer follows the retail price. */
const FIRST_YEAR = 2012;
/** Cheaper sets are rarely resold on their own, and a bare number that small names too much else. */
const MIN_PRICE_USD = 30;
/** The first version of a set ("42115-1"); later numbers are reissues or regional variants. */
const SET_ID = /^(\d{4,6})-1$/;

function main(argv: string[]): number {
  const [input] = argv;
  if (!input) {
    console.error('usage: tsx scripts/goods-build-lego-prices.ts <lego_sets.csv>');
    return 2;
  }
  const csv = readPinned(input, LEGO_DATASET.sha256);
  const [header = [], ...rows] = csvRows(csv.replace(/^\uFEFF/, ''));
  const col = (name: string) => header.indexOf(name);
  const [idAt, nameAt, yearAt, kindAt, priceAt] = ['set_id', 'name', 'year', 'category', 'US_retailPrice'].map(col);
  const left = new Map<string, number>();
  const leave = (why: string) => left.set(why, (left.get(why) ?? 0) + 1);
  const sets: Array<[number, string, number, number, number]> = [];
  rows.forEach((cells, i) => {
    const id = SET_ID.exec(cells[idAt as number] ?? '');
    const year = Number(cells[yearAt as number]);
    const price = Number(cells[priceAt as number]);
    if (!id) return leave('not the first version of a numbered set');
    if (cells[kindAt as number] !== 'Normal') return leave('not a normal set (gear, book, collection)');
    if (!(price > 0)) return leave('no US retail price');
    if (year < FIRST_YEAR) return leave(`released before ${FIRST_YEAR}`);
    if (price < MIN_PRICE_USD) return leave(`US retail under $${MIN_PRICE_USD}`);
    sets.push([Number(id[1]), (cells[nameAt as number] ?? '').trim(), year, price, i + 2]);
  });
  const numbers = new Set<number>();
  const unique = sets.filter(([n]) => (numbers.has(n) ? (leave('a second row for one set number'), false) : (numbers.add(n), true)));
  for (const [why, n] of left) console.log(`left out ${n}: ${why}`);
  const file = {
    note: 'US retail prices of LEGO sets as the public table states them, one set per number with the table line each comes from. Built by scripts/goods-build-lego-prices.ts from the pinned input (data/goods/README.md); do not edit by hand. The table gives the release year only: the used-price model reads it as July of that year.',
    dataset: LEGO_DATASET,
    price_kind: 'manufacturer_list_price',
    set_fields: ['number', 'name', 'year', 'price_usd', 'row'],
    built_on: new Date().toISOString().slice(0, 10),
    sets: unique.sort((a, b) => a[0] - b[0]),
  };
  const target = dataFilePath('goods/lego-prices.json');
  const text = `{\n${Object.entries(file)
    .map(([k, v]) =>
      k === 'sets' ? `  "sets": [\n${unique.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]` : `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
    )
    .join(',\n')}\n}\n`;
  writeFileSync(target, text);
  console.log(`wrote ${unique.length} sets to ${target} (${Buffer.byteLength(text)} bytes)`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
