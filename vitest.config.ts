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
    // A worker process runs test file after test file with one module graph: the gazetteer, the
    // knowledge base and the language identifier load once per worker instead of once per file,
    // which cost more than the tests themselves. No suite mocks modules or changes the process
    // environment, and every suite builds its own servers and databases.
    isolate: false,
    reporters: ['default'],
  },
});
