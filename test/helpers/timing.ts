/**
 * Tests check that calls are bounded, never how fast they are: CI shares two cores with other
 * work, and a process can be starved for seconds. A bound a test asserts on wall-clock time adds
 * this margin; anything finer (latency, overhead, p99) is measured in bench/ as ratios against a
 * baseline run in the same process.
 */
export const CONTENTION_SLACK_MS = 5000;
