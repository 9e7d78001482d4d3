import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../src/travel/geo/catalog.js';
import { readProminence } from '../../../src/travel/geo/cities500.js';
import { wikivoyageLinks } from '../../../src/travel/geo/wikivoyage-links.js';
import { inProcessAsker } from '../quality/run.js';

/**
 * A search for a region, island, state or coast offers the places travellers go there: the curated
 * destinations first, then towns, never a village next to the region's airport or centre.
 */
const cases = ['region-members.jsonl', 'region-members-heldout.jsonl'].flatMap((f) =>
  readFileSync(new URL(`../../fixtures/intent-cases/${f}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{"id"'))
    .map((l) => JSON.parse(l) as { id: string; text: string }),
);

const cat = new Catalog();
const { population } = readProminence();
const links = wikivoyageLinks(cat.cities);
/** A town: 3,000 people by GeoNames, or an English Wikivoyage article another article links to. */
const isTown = (row: number) => (population[row] ?? 0) >= 3000 || (links[row] ?? -1) > 0;
const ask = inProcessAsker();

describe('members of a region', () => {
  it.each(cases.map((c) => [c.id, c.text]))(
    '%s: %s',
    async (_id, text) => {
      const { results } = await ask.search({ user_request: text });
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        const row = r.id.startsWith('gz:') ? cat.place(r.id.slice(3))?.cityIx : undefined;
        if (row !== undefined) expect(isTown(row), `${r.name} is a village`).toBe(true);
      }
      // A curated destination of the scope comes before the places that fill in beside it.
      const curated = results.filter((r) => r.coverage_mode === 'curated_ready').length;
      expect(results.slice(0, curated).every((r) => r.coverage_mode === 'curated_ready')).toBe(true);
    },
    60_000,
  );
});
