/**
 * Knowledge-base load benchmark: time and resident memory to load the curated destinations
 * (and the gazetteer, when src/travel/geo/index.ts is present), then the cost of the estimation
 * models. Targets: load < 1.5 s and RSS < 250 MB including the gazetteer.
 * Run: npx tsx bench/kb-load.ts
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadKnowledgeBase } from '../src/travel/knowledge/index.js';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const rssBefore = process.memoryUsage().rss;

const t0 = performance.now();
const kb = loadKnowledgeBase();
const destinationsMs = performance.now() - t0;
const first = kb.destinations[0];
if (first) kb.flightProfile(first, 'SEA'); // the first model call loads the airport table
const kbMs = performance.now() - t0;
const rssAfterKb = process.memoryUsage().rss;

let gazMs = 0;
const geoIndex = new URL('../src/travel/geo/index.ts', import.meta.url);
if (existsSync(geoIndex)) {
  const geo = (await import('../src/travel/geo/index.js')) as { loadGazetteer: () => unknown };
  const t1 = performance.now();
  geo.loadGazetteer();
  gazMs = performance.now() - t1;
}
const rssAfterAll = process.memoryUsage().rss;

const runs = 2000;
const samples: number[] = [];
for (let i = 0; i < runs; i++) {
  // Points near curated places (offset up to ~1 degree), as the engine would ask for.
  const base = kb.destinations[i % kb.destinations.length];
  if (!base) break;
  const lat = base.lat + ((i % 7) - 3) * 0.3;
  const lon = base.lon + ((i % 5) - 2) * 0.4;
  const t = performance.now();
  kb.estimateForPlace({ lat, lon, country: base.country, name: 'Somewhere' });
  samples.push(performance.now() - t);
}
samples.sort((a, b) => a - b);
const pct = (p: number) => (samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0).toFixed(3);

const totalMs = kbMs + gazMs;
console.log(`destinations: ${kb.destinations.length}`);
console.log(
  `knowledge base load: ${kbMs.toFixed(0)} ms (destinations ${destinationsMs.toFixed(0)} ms, airport table ${(kbMs - destinationsMs).toFixed(0)} ms), RSS +${mb(rssAfterKb - rssBefore)} MB`,
);
console.log(`gazetteer load: ${gazMs ? `${gazMs.toFixed(0)} ms` : 'not present'}`);
console.log(`total load: ${totalMs.toFixed(0)} ms (target < 1500), RSS ${mb(rssAfterAll)} MB (target < 250)`);
console.log(`estimateForPlace (5 origins, climate, costs): p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms over ${runs} runs`);
if (totalMs >= 1500 || rssAfterAll >= 250 * 1024 * 1024) process.exitCode = 1;
