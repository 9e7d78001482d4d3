/**
 * Password-reset timing: whether the time to answer `POST /password-reset` tells an observer that
 * an account has the email. Known and unknown emails alternate, one request each, every request
 * from its own client address (so throttling never answers instead), with mail configured and
 * delivered to a local SMTP sink. Prints percentiles for each and the difference of the medians
 * (target: within 5 ms).
 * Usage: npx tsx bench/reset-timing.ts [requests-per-kind]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../src/accounts/passwords.js';
import { migrate, openDb } from '../src/store/db.js';
import { Store } from '../src/store/index.js';
import { spawnServer } from '../test/helpers/process.js';
import { startSmtpSink } from '../test/web/smtp-sink.js';
import { csrfOf, WebClient } from '../test/web/web-client.js';

const perKind = Number(process.argv[2] ?? 200);

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) => ({
  p50_ms: +percentile(xs, 50).toFixed(2),
  p90_ms: +percentile(xs, 90).toFixed(2),
  mean_ms: +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2),
});

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const database = { kind: 'sqlite' as const, path: join(dir, 'bench.sqlite') };
  const smtp = await startSmtpSink();
  const db = openDb(database);
  await migrate(db);
  const store = new Store(db);
  const passwordHash = await hashPassword('a bench password nobody uses');
  const known = Array.from({ length: perKind }, (_, i) => `known-${i}@bench.example`);
  for (const [i, email] of known.entries()) {
    await store.accounts.createAccount({
      id: `acct_bench_${i}`,
      email,
      password_hash: passwordHash,
      plan: 'free_sandbox',
      created_for: 'browser_signup',
      traffic_type: 'test',
      agent_name: null,
      intended_use: null,
      created_at: new Date().toISOString(),
    });
  }
  const server = await spawnServer({
    SQLITE_PATH: database.path,
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'svc <bench@svc.example>',
  });
  const times = { known: [] as number[], unknown: [] as number[] };
  try {
    let n = 0;
    const ask = async (email: string): Promise<number> => {
      n += 1;
      const web = new WebClient(server.baseUrl, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
      const csrf = csrfOf((await web.get('/password-reset')).text);
      const start = performance.now();
      const res = await web.post('/password-reset', { csrf, email });
      const elapsed = performance.now() - start;
      if (res.status !== 303) throw new Error(`unexpected ${res.status} for ${email}`);
      return elapsed;
    };
    // Warm-up, unmeasured.
    for (let i = 0; i < 20; i++) await ask(`warm-${i}@bench.example`);
    for (let i = 0; i < perKind; i++) {
      const [first, second] = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of [first, second]) times[kind].push(await ask(kind === 'known' ? known[i]! : `nobody-${i}@bench.example`));
    }
    const k = summary(times.known);
    const u = summary(times.unknown);
    console.log(
      JSON.stringify(
        {
          requests_per_kind: perKind,
          cpus: cpus().length,
          load_average: loadavg().map((x) => +x.toFixed(2)),
          known: k,
          unknown: u,
          median_difference_ms: +(k.p50_ms - u.p50_ms).toFixed(2),
          within_5_ms: Math.abs(k.p50_ms - u.p50_ms) <= 5,
          mails_delivered: smtp.messages.length,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await db.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
