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
    reporters: ['default'],
  },
});
