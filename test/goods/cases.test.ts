import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCAM_RULE_IDS, type DealValidationRequest, type ScamRuleId, type SnapshotHeader, type SnapshotListing } from '../../src/contracts/goods.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith, snapshotOf } from './support.js';

interface Case {
  id: string;
  note: string;
  in_snapshot: boolean;
  listing: SnapshotListing;
  request: DealValidationRequest;
  expected: { price_verdict: string; deal_verdict: string; scam_signals: ScamRuleId[] };
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/goods-cases.json', import.meta.url), 'utf8')) as {
  snapshot_meta: SnapshotHeader;
  now: string;
  market: SnapshotListing[];
  cases: Case[];
};

/** Each case runs against the market plus its own listing, loaded through the real snapshot parser. */
const run = (c: Case) =>
  validateDeal(c.request, depsWith([snapshotOf(fixture.snapshot_meta, [...fixture.market, ...(c.in_snapshot ? [c.listing] : [])])], { now: fixture.now }));

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('deal-validation case set (test/fixtures/goods-cases.json)', () => {
  it('has at least 60 written cases', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(60);
  });

  it('meets the accuracy targets and prints them', async () => {
    let price = 0;
    let deal = 0;
    let signals = 0;
    const misses: string[] = [];
    const perRule = new Map<ScamRuleId, { tp: number; fp: number; fn: number }>(SCAM_RULE_IDS.map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
    for (const c of fixture.cases) {
      const out = await run(c);
      const got = out.scam_risk_signals;
      if (out.price_vs_market.verdict === c.expected.price_verdict) price += 1;
      else misses.push(`${c.id}: price ${out.price_vs_market.verdict} (expected ${c.expected.price_verdict})`);
      if (out.deal_validation.verdict === c.expected.deal_verdict) deal += 1;
      else misses.push(`${c.id}: deal ${out.deal_validation.verdict} (expected ${c.expected.deal_verdict})`);
      if (JSON.stringify(sorted(got)) === JSON.stringify(sorted(c.expected.scam_signals))) signals += 1;
      else misses.push(`${c.id}: signals ${JSON.stringify(got)} (expected ${JSON.stringify(c.expected.scam_signals)})`);
      for (const [id, stat] of perRule) {
        const want = c.expected.scam_signals.includes(id);
        const have = got.includes(id);
        if (want && have) stat.tp += 1;
        else if (have) stat.fp += 1;
        else if (want) stat.fn += 1;
      }
    }
    const n = fixture.cases.length;
    const pct = (x: number) => `${((x / n) * 100).toFixed(1)}%`;
    console.log(`goods case set: ${n} cases; price verdict ${pct(price)}, deal verdict ${pct(deal)}, exact scam-signal set ${pct(signals)}`);
    for (const [id, s] of perRule) console.log(`  ${id}: tp ${s.tp}, fp ${s.fp}, fn ${s.fn}`);
    if (misses.length > 0) console.log(`  misses:\n  ${misses.join('\n  ')}`);
    expect(price / n).toBeGreaterThanOrEqual(0.95);
    expect(deal / n).toBeGreaterThanOrEqual(0.9);
    expect(signals / n).toBeGreaterThanOrEqual(0.9);
    for (const s of perRule.values()) expect(s.fp).toBe(0);
  });

  it('every scam rule fires on its own case and on no clean control', async () => {
    const controls = fixture.cases.filter((c) => c.expected.scam_signals.length === 0);
    expect(controls.length).toBeGreaterThanOrEqual(30);
    for (const c of controls) expect(sorted((await run(c)).scam_risk_signals), c.id).toEqual([]);
    for (const id of SCAM_RULE_IDS) {
      const own = fixture.cases.filter((c) => c.expected.scam_signals.length === 1 && c.expected.scam_signals[0] === id);
      expect(own.length, `a single-rule case for ${id}`).toBeGreaterThanOrEqual(1);
      for (const c of own) expect((await run(c)).scam_risk_signals, c.id).toEqual([id]);
    }
  });
});
