/**
 * Compiles US-dollar rates for the currencies the ECB reference rates (currency-rates.json) do not
 * quote (naira, shilling, Chilean, Colombian and Argentine pesos, New Taiwan dollar...) into
 * data/travel/currency-rates-more.json: one day of the daily aggregate published on npm as
 * @fawazahmed0/currency-api. Only currencies some country uses (world-countries) are kept, so no
 * crypto-asset enters. The package states no licence and documents no provenance: the answer
 * names the source of every rate it used and calls these an estimate.
 * Input: v1/currencies/usd.json of @fawazahmed0/currency-api@2026.9.29, path in CURRENCY_USD_JSON.
 * Run: CURRENCY_USD_JSON=/path/package/v1/currencies/usd.json npx tsx scripts/travel/build-currency-rates-more.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readPinned } from './pinned-input.js';

const input = process.env.CURRENCY_USD_JSON;
if (!input) throw new Error('Set CURRENCY_USD_JSON to v1/currencies/usd.json of @fawazahmed0/currency-api@2026.9.29');
const INPUT_SHA256 = '8694db0e2f052d139bdd0b214e6a884d93463cbe5d8bb2b3130329854743f861';
const out = new URL('../../data/travel/currency-rates-more.json', import.meta.url);
const ecb = JSON.parse(readFileSync(new URL('../../data/travel/currency-rates.json', import.meta.url), 'utf8')) as { rates: Record<string, number> };

const file = JSON.parse(readPinned(input, INPUT_SHA256)) as { date: string; usd: Record<string, number> };
const require = createRequire(import.meta.url);
const countries = require('world-countries/countries.json') as Array<{ currencies?: Record<string, unknown> }>;
const used = new Set(countries.flatMap((c) => Object.keys(c.currencies ?? {})));

const rates: Record<string, number> = {};
for (const code of [...used].sort()) {
  const perUsd = file.usd[code.toLowerCase()];
  if (code in ecb.rates || !perUsd || !(perUsd > 0)) continue;
  rates[code] = Number(perUsd.toPrecision(6));
}

const doc = {
  source:
    'Daily currency aggregate published on npm as @fawazahmed0/currency-api 2026.9.29 (repository fawazahmed0/exchange-api), file v1/currencies/usd.json; its upstream sources are not documented',
  licence: 'none stated by the package; only the rates (facts) are taken',
  as_of: file.date,
  base: 'USD',
  unit: 'units of the currency per 1 USD',
  use: 'only for currencies currency-rates.json (ECB) does not quote; an answer converting with one of these names this source and calls the amount an estimate',
  rates,
};
writeFileSync(out, JSON.stringify(doc, null, 1) + '\n');
console.log(`currency-rates-more: ${Object.keys(rates).length} currencies as of ${file.date}`);
