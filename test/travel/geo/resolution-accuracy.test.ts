import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer, type ResolveContext } from '../../../src/travel/geo/index.js';

interface Case {
  text: string;
  type: string;
  id: string;
  ctx?: ResolveContext;
}

const cases = (JSON.parse(readFileSync(new URL('../../fixtures/geo-phrases.json', import.meta.url), 'utf8')) as { cases: Case[] }).cases;

describe('resolution accuracy on test/fixtures/geo-phrases.json', () => {
  it('has at least 300 phrases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
  });

  it('resolves at least 95% of phrases to the expected type and id', () => {
    const g = loadGazetteer();
    const misses: string[] = [];
    for (const c of cases) {
      const top = g.resolve(c.text, c.ctx)[0];
      if (top?.type !== c.type || top.id !== c.id) misses.push(`${c.text} ${JSON.stringify(c.ctx ?? {})}: expected ${c.id}, got ${top?.id ?? 'nothing'}`);
    }
    const accuracy = 1 - misses.length / cases.length;
    console.log(`geo resolution accuracy: ${(accuracy * 100).toFixed(1)}% (${cases.length - misses.length}/${cases.length})`);
    if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
