/**
 * Gazetteer load time and memory, then resolve/extract latency.
 *   npx tsx bench/geo-load.ts
 * Run it in a fresh process: the first figures are the cold load.
 */
import { loadGazetteer } from '../src/travel/geo/index.js';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const rssBefore = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const g = loadGazetteer();
const loadMs = performance.now() - t0;
const loadCpu = cpuMs(process.cpuUsage(cpu0));
const mem = process.memoryUsage();
console.log(
  `load: ${loadMs.toFixed(0)} ms wall, ${loadCpu.toFixed(0)} ms CPU; RSS ${mb(mem.rss)} (process before load ${mb(rssBefore)}); heap used ${mb(mem.heapUsed)}`,
);

const phrases = [
  'Paris',
  'Portland, Maine',
  'NorCal',
  'the Big Island',
  'Georgia',
  'Italian coast',
  'Yosemite National Park',
  'Springfield',
  'Cotswolds',
  'Santiago',
];
const requests = [
  'long weekend in norcal w/ redwoods, flying from sfo',
  'thinking italian coast or greek islands for our honeymoon, leaving from JFK',
  'ski trip to the rockies or banff, flying out of Denver',
  'a week in Provence and the French Riviera in May',
  'Trip to Portland, Maine and Bar Harbor in august',
];

function percentiles(label: string, fn: (k: number) => void, runs: number): void {
  for (let k = 0; k < 200; k++) fn(k);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    fn(k);
    times.push(performance.now() - t);
  }
  // Mean CPU time is immune to other processes on a shared machine; wall-clock p99 is not.
  const meanCpu = (cpuMs(process.cpuUsage(cpu)) / runs).toFixed(3);
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms wall; mean ${meanCpu} ms CPU; ${runs} runs`);
}

percentiles('resolve', (k) => g.resolve(phrases[k % phrases.length] ?? '', k % 3 ? {} : { origin: 'SFO' }), 5000);
percentiles('extract', (k) => g.extract(requests[k % requests.length] ?? ''), 5000);
percentiles(
  'contains',
  (k) =>
    g.contains({ type: 'region', id: 'region:northern-california', name: '', country: 'US', confidence: 1 }, { country: 'US', lat: 37 + (k % 5), lon: -122 }),
  5000,
);
