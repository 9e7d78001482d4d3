/**
 * Compiles the World Bank price level ratio (indicator PA.NUS.PPPC.RF: PPP conversion factor for
 * GDP over the market exchange rate, US = 1) into data/travel/price-levels.json: the latest year
 * reported per country. Input: the World Development Indicators CSV (API_PA.NUS.PPPC.RF_DS2_en_csv_v2_*.csv,
 * as mirrored in relatoscondatos/data_global), path in PRICE_LEVELS_CSV.
 * Run: PRICE_LEVELS_CSV=/path/file.csv npx tsx scripts/travel/build-price-levels.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readPinned } from './pinned-input.js';

const input = process.env.PRICE_LEVELS_CSV;
if (!input) throw new Error('Set PRICE_LEVELS_CSV to the World Bank PA.NUS.PPPC.RF CSV');
/** API_PA.NUS.PPPC.RF_DS2_en_csv_v2_1665754.csv of relatoscondatos/data_global at commit 1473f4e537c117922502981b703d3346d4f00a20. */
const INPUT_SHA256 = '1696cb983d0c8d090bab816a8ed7019fe9f772ea5f31bffc76575f1efa032818';
const require = createRequire(import.meta.url);
const countries = require('world-countries/countries.json') as Array<{ cca2: string; cca3: string }>;
const iso2 = new Map(countries.map((c) => [c.cca3, c.cca2]));
iso2.set('XKX', 'XK');

const text = readPinned(input, INPUT_SHA256);
const lines = text.split(/\r?\n/);
const headerAt = lines.findIndex((l) => l.startsWith('"Country Name"'));
const cells = (line: string) => [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
const years = cells(lines[headerAt] ?? '')
  .slice(4)
  .map(Number);
const updated = cells(lines.find((l) => l.startsWith('"Last Updated Date"')) ?? '')[1] ?? '';

const out: Record<string, [number, number]> = {};
for (const line of lines.slice(headerAt + 1)) {
  const row = cells(line);
  const code = iso2.get(row[1] ?? '');
  if (!code) continue;
  const values = row.slice(4);
  for (let i = values.length - 1; i >= 0; i--) {
    const v = Number(values[i]);
    if (values[i] && Number.isFinite(v) && v > 0) {
      out[code] = [Math.round(v * 1000) / 1000, years[i] ?? 0];
      break;
    }
  }
}
const doc = {
  source:
    'World Bank, World Development Indicators: Price level ratio of PPP conversion factor (GDP) to market exchange rate (PA.NUS.PPPC.RF), International Comparison Program; via relatoscondatos/data_global commit 1473f4e5',
  licence: 'CC BY 4.0 (World Bank)',
  as_of: updated,
  format: 'countries[ISO alpha-2] = [price level ratio (US = 1), year of the figure]; the latest year reported.',
  countries: Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b))),
};
writeFileSync(new URL('../../data/travel/price-levels.json', import.meta.url), JSON.stringify(doc) + '\n');
console.log(`price levels: ${Object.keys(out).length} countries, as of ${updated}`);
