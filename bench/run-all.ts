/**
 * `npm run bench`: runs every benchmark in bench/ one after another (never in parallel, so they do
 * not disturb each other) and writes bench/RESULTS.md with the machine, the date and each
 * benchmark's own report. Each benchmark measures its baseline in the same run and prints ratios.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const only = process.argv.slice(2);
const files = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts' && !f.startsWith('_')) // _name.ts: shared modules, not benchmarks
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const machine = [
  `- CPU: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}`,
  `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  `- Node.js ${process.version}; load average at start ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}`,
];

const sections: string[] = [];
for (const file of files) {
  const started = Date.now();
  console.error(`bench: ${file} ...`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    encoding: 'utf8',
    timeout: 15 * 60_000,
    env: { ...process.env, LOG_LEVEL: 'error' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = run.status === 0 ? 'ok' : `failed (exit ${run.status ?? run.signal})`;
  sections.push(
    `## ${file}\n\n${status}, ${seconds} s\n\n\`\`\`\n${(run.stdout || '').trim()}${run.status === 0 ? '' : `\n${(run.stderr || '').trim().slice(-2000)}`}\n\`\`\``,
  );
}

/**
 * The load and fault suite (test/load) at full length: its sustained-rate and fault figures
 * belong in the report too. PostgreSQL comes from TEST_DATABASE_URL, or the local test server.
 */
function loadSuite(): string {
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const pg = spawnSync('bash', ['scripts/pg-test-server.sh'], { encoding: 'utf8' });
    databaseUrl = pg.status === 0 ? pg.stdout.trim() : undefined;
  }
  console.error(`bench: load and fault suite (${databaseUrl ? 'PostgreSQL, two instances' : 'SQLite, one instance'}) ...`);
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'test/load'], {
    encoding: 'utf8',
    timeout: 20 * 60_000,
    env: { ...process.env, LOAD_PROFILE: 'full', ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) },
  });
  // Strip terminal colours (ESC [ ... m) before picking out the figures.
  const plain = `${run.stdout}${run.stderr}`
    .split(String.fromCharCode(27))
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');
  const figures = plain.split('\n').filter((l) => /req\/s|highest rate|hanging provider:|instance killed:|pg restart:|Tests |Test Files /.test(l));
  return `## load and fault suite (npm run test:load)\n\n${run.status === 0 ? 'ok' : `failed (exit ${run.status ?? run.signal})`}\n\n\`\`\`\n${figures.join('\n').trim()}\n\`\`\``;
}
if (only.length === 0) sections.push(loadSuite());

const report = `# Benchmark results

Produced by \`npm run bench\` on ${new Date().toISOString()}. Figures are medians and spreads over the runs each
benchmark makes; every comparison is a ratio against a baseline measured in the same run, because absolute figures on
this shared 2-core machine move with its load.

${machine.join('\n')}

${sections.join('\n\n')}
`;
writeFileSync(new URL('RESULTS.md', import.meta.url), report);
console.error('bench: wrote bench/RESULTS.md');
