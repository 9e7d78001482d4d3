import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: every suite runs on PostgreSQL as well as SQLite, so a run without
 * TEST_DATABASE_URL starts (or reuses) the throwaway server of scripts/pg-test-server.sh; the
 * workers inherit the variable. A missing PostgreSQL stops the run instead of skipping tests.
 */
export default function setup(): void {
  if (process.env.TEST_DATABASE_URL) return;
  process.env.TEST_DATABASE_URL = execFileSync('bash', ['scripts/pg-test-server.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}
