/**
 * Skill search cost: corpus read + index build once, then per-query latency over the
 * labelled query set. Run: npx tsx bench/skills-search.ts
 */
import { readFileSync } from 'node:fs';
import { readSkillCorpus } from '../src/skills/corpus.js';
import { searchSkills } from '../src/skills/search.js';
import { buildSkillIndex } from '../src/skills/skill-index.js';

const ROUNDS = 20;

const queries = (
  JSON.parse(readFileSync(new URL('../test/fixtures/skill-queries.json', import.meta.url), 'utf8')) as { queries: Array<{ query: string }> }
).queries.map((q) => q.query);

const readStart = performance.now();
const corpus = readSkillCorpus();
const readMs = performance.now() - readStart;
const index = buildSkillIndex(corpus);
console.log(`corpus: ${corpus.length} options, read+validate ${readMs.toFixed(1)} ms, index build ${index.buildMs.toFixed(1)} ms`);

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of queries) {
    const started = performance.now();
    searchSkills({ query, max_results: 5 }, { requestId: 'bench', index });
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
console.log(
  `queries: ${timings.length} (${queries.length} x ${ROUNDS}), mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
);
