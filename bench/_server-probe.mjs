// Preloaded into a benchmarked server (node --import): its main thread's event-loop delay and
// garbage collection over a window the benchmark marks with SIGUSR2, the first to start measuring,
// the second to write the figures (ms) as JSON to the file SERVER_PROBE_FILE names.
import { renameSync, writeFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
const ms = (ns) => Number((ns / 1e6).toFixed(1));
const gc = { count: 0, ms: 0, majorCount: 0, majorMs: 0 };
const collections = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.ms += entry.duration;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.majorCount += 1;
      gc.majorMs += entry.duration;
    }
  }
});

process.on('SIGUSR2', () => {
  // enable() answers false when the histogram was on already: this is the second mark.
  if (histogram.enable()) {
    collections.observe({ entryTypes: ['gc'] });
    return;
  }
  histogram.disable();
  collections.disconnect();
  const loopDelay = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), mean: ms(histogram.mean) };
  // Written whole under another name first: the benchmark reads the file as soon as it exists.
  const file = process.env.SERVER_PROBE_FILE;
  writeFileSync(`${file}.part`, JSON.stringify({ loopDelay, gc: { ...gc, ms: Math.round(gc.ms), majorMs: Math.round(gc.majorMs) } }));
  renameSync(`${file}.part`, file);
});
