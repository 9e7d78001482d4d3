import { readFileSync } from 'node:fs';
import type { DealValidationRequest, DealValidationResponse, SnapshotHeader, SnapshotListing } from '../../src/contracts/goods.js';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/goods/config.js';
import { parseSnapshot, type Snapshot } from '../../src/goods/snapshots/parse.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith, snapshotOf } from './support.js';

/**
 * Runs a used-goods evaluation file (test/fixtures/goods-eval/*.json) through the real
 * deal validation and scores every case against the expert's expectations. Shared by
 * `npm run eval:goods` and the regression test.
 */

export interface GoodsExpectation {
  verdict?: string[];
  risk?: string[];
  price?: string[];
  no_signals?: boolean;
  signals_include?: string[];
  signals_exclude?: string[];
  comps_within?: string[];
  comps_exclude?: string[];
  comps_min?: number;
  advice_excludes?: string[];
  advice_includes_any?: string[];
}

/** A market line as the evaluation files write it: the snapshot listing without the fields the runner fills in. */
type MarketLine = Omit<SnapshotListing, 'url'> & { url?: string };

export interface GoodsCase {
  id: string;
  kind: string;
  market: 'fixture' | 'demo';
  request: DealValidationRequest & { description?: string };
  listing?: MarketLine;
  expect: GoodsExpectation;
  why: string;
}

interface MarketFile {
  snapshot_meta: SnapshotHeader;
  now: string;
  listings: MarketLine[];
}

export interface CaseOutcome {
  id: string;
  kind: string;
  right: boolean;
  failures: string[];
  saysAskingPrices: boolean;
}

const FIXTURES = new URL('../fixtures/goods-eval/', import.meta.url);
export const GOODS_EVAL_FILES = { dev: new URL('cases.json', FIXTURES), sealed: new URL('sealed.json', FIXTURES) };

const readJson = <T>(url: URL | string): T => JSON.parse(readFileSync(url, 'utf8')) as T;

/** Market lines as the evaluation writes them, completed into valid snapshot listings. */
const completeListing = (l: MarketLine, index: number): SnapshotListing => ({
  url: `https://market.example/l/${l.id}`,
  location: { label: 'Austin, TX', country: 'US', lat: 30.2672, lon: -97.7431 },
  seller: { seller_id: `seller-${l.id}`, feedback_score: 20 + index, feedback_percent: 100, account_age_days: 400 + index },
  listed_at: '2026-11-15T12:00:00Z',
  image_urls: [`https://img.market.example/${l.id}.jpg`],
  ...l,
});

const demoSnapshot = (): Snapshot => {
  const parsed = parseSnapshot(readFileSync(new URL('demo-marketplace-b.jsonl', `file://${DEFAULT_SNAPSHOT_DIR}`), 'utf8'));
  if (!parsed.ok) throw new Error(`demo snapshot invalid: ${JSON.stringify(parsed.problems)}`);
  return parsed.snapshot;
};

/** The id a listing had in its market line: provider ids are "<provider>:<snapshot>:<id>". */
const marketId = (listingId: string): string => listingId.slice(listingId.lastIndexOf(':') + 1);

const includesPhrase = (texts: readonly string[], phrase: string) => texts.some((t) => t.toLowerCase().includes(phrase.toLowerCase()));

export function checkExpectation(expect: GoodsExpectation, out: DealValidationResponse): string[] {
  const failures: string[] = [];
  const dv = out.deal_validation;
  const signals: string[] = out.scam_risk_signals;
  const comps = out.comps.listings.map((l) => marketId(l.listing_id));
  const advice = [...out.seller_questions, ...out.missing_checks, ...out.seller_handoff.verify_in_person];
  const oneOf = (what: string, got: string, allowed?: string[]) => {
    if (allowed && !allowed.includes(got)) failures.push(`${what} ${got} (expected ${allowed.join(' | ')})`);
  };
  oneOf('verdict', dv.verdict, expect.verdict);
  oneOf('risk', dv.risk_level, expect.risk);
  oneOf('price', out.price_vs_market.verdict, expect.price);
  if (expect.no_signals && signals.length > 0) failures.push(`signals ${signals.join(', ')} (expected none)`);
  for (const id of expect.signals_include ?? []) if (!signals.includes(id)) failures.push(`missing signal ${id}`);
  for (const id of expect.signals_exclude ?? []) if (signals.includes(id)) failures.push(`unwanted signal ${id}`);
  if (expect.comps_within) {
    const prefixes = expect.comps_within;
    const stray = comps.filter((id) => !prefixes.some((p) => id.startsWith(p)));
    if (stray.length > 0) failures.push(`comps outside ${prefixes.join('|') || '(none allowed)'}: ${stray.join(', ')}`);
  }
  const unwanted = comps.filter((id) => expect.comps_exclude?.includes(id));
  if (unwanted.length > 0) failures.push(`excluded comps used: ${unwanted.join(', ')}`);
  if (expect.comps_min !== undefined && comps.length < expect.comps_min) failures.push(`${comps.length} comps (expected >= ${expect.comps_min})`);
  for (const phrase of expect.advice_excludes ?? []) if (includesPhrase(advice, phrase)) failures.push(`advice mentions "${phrase}"`);
  const wanted = expect.advice_includes_any;
  if (wanted && !wanted.some((phrase) => includesPhrase(advice, phrase))) failures.push(`advice mentions none of ${wanted.join(' | ')}`);
  return failures;
}

/** Every price read must say whether comparables are asking prices of active listings or sold prices. */
const saysAskingPrices = (out: DealValidationResponse): boolean => /asking price/i.test(JSON.stringify(out.price_vs_market));

export async function runGoodsCases(file: URL | string): Promise<CaseOutcome[]> {
  const { cases } = readJson<{ cases: GoodsCase[] }>(file);
  const market = readJson<MarketFile>(new URL('market.json', FIXTURES));
  const listings = market.listings.map(completeListing);
  const demo = demoSnapshot();
  const outcomes: CaseOutcome[] = [];
  for (const c of cases) {
    const own = c.listing ? [completeListing(c.listing, listings.length)] : [];
    const snapshot = c.market === 'demo' ? demo : snapshotOf(market.snapshot_meta, [...listings, ...own]);
    const request = { ...c.request, ...(own[0] ? { listing_url: own[0].url } : {}) };
    const out = await validateDeal(request, depsWith([snapshot], { now: market.now }));
    const failures = checkExpectation(c.expect, out);
    outcomes.push({ id: c.id, kind: c.kind, right: failures.length === 0, failures, saysAskingPrices: saysAskingPrices(out) });
  }
  return outcomes;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((n / d) * 100).toFixed(1)}%`);

/** The table `npm run eval:goods` prints: right per kind of case and overall. */
export function goodsTable(title: string, outcomes: readonly CaseOutcome[]): string {
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  const row = (label: string, rows: readonly CaseOutcome[]) =>
    `| ${label.padEnd(20)} | ${String(rows.length).padStart(5)} | ${String(rows.filter((o) => o.right).length).padStart(5)} | ${pct(rows.filter((o) => o.right).length, rows.length).padStart(6)} |`;
  const lines = [
    `${title}`,
    '| kind                 | cases | right |      % |',
    '| -------------------- | ----- | ----- | ------ |',
    ...kinds.map((k) =>
      row(
        k,
        outcomes.filter((o) => o.kind === k),
      ),
    ),
    row('all', outcomes),
    '',
    `says comparables are asking prices: ${pct(outcomes.filter((o) => o.saysAskingPrices).length, outcomes.length)}`,
  ];
  const misses = outcomes.filter((o) => !o.right);
  if (misses.length > 0) lines.push('', 'misses:', ...misses.map((o) => `  ${o.id}: ${o.failures.join('; ')}`));
  return lines.join('\n');
}
