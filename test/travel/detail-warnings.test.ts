import { describe, expect, it } from 'vitest';
import { atLevel } from '../../src/operations/travel/detail.js';
import { context, testEngine } from './engine/engine.js';

/** Requests whose results all share a warning: a travel advisory over the whole country. */
const SHARED_WARNING_TRIPS = ['Road trip in Colombia in March', 'A week in Israel in May'];

describe('warnings at every detail level', () => {
  it.each(SHARED_WARNING_TRIPS)(
    'every result keeps its own warnings in standard and summary (there without source lines), also when all share them (%s)',
    async (request) => {
      const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request: request }, context())));
      const standard = JSON.parse(atLevel('standard', full).text);
      const summary = JSON.parse(atLevel('summary', full).text);
      const warnings = full.results.map((r: { warnings: unknown[] }) => r.warnings);
      expect(full.results.length).toBeGreaterThan(1);
      const text = (w: unknown) => JSON.stringify(w);
      const shared = warnings[0].filter((w: unknown) => warnings.every((list: unknown[]) => list.some((x) => text(x) === text(w))));
      expect(shared.length).toBeGreaterThan(0);
      expect(standard.results.map((r: { warnings?: unknown[] }) => r.warnings)).toEqual(warnings);
      expect(standard.common?.results?.warnings).toBeUndefined();
      const unsourced = warnings.map((list: Array<Record<string, unknown>>) => list.map(({ source: _source, ...rest }) => rest));
      expect(summary.results.map((r: { warnings?: unknown[] }) => r.warnings)).toEqual(unsourced);
    },
  );
});
