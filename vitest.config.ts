import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/postgres-setup.ts'],
    // Generous: CI shares two cores with other work, and a test that waits on a real browser,
    // database or child process can be starved for a long while. Hangs still end here.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Most files spend their time waiting (PostgreSQL, Chromium, child processes, sockets), so
    // more files than cores run at once; vitest's default (cores - 1) runs one at a time on two
    // cores. Files that measure time run afterwards, alone (scripts/test.sh).
    maxWorkers: 3,
    minWorkers: 1,
    reporters: ['default'],
  },
});
