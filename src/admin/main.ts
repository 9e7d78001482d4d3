import { Command, InvalidArgumentError } from 'commander';
import { PLAN_IDS } from '../contracts/accounts.js';
import { newResetToken, resetLink, RESET_TTL_MS } from '../accounts/password-reset.js';
import { normalizeEmail } from '../accounts/passwords.js';
import { loadConfig } from '../config.js';
import { migrate, openDb, type Db } from '../store/db.js';
import { Store } from '../store/index.js';
import { renderTable } from './table.js';
import { DAY_MS } from '../time-units.js';

/**
 * `svc-admin`: operator tools against the configured store (SQLITE_PATH or DATABASE_URL, as the
 * server reads them). JSON on stdout by default; --table for people.
 */
type Output = { table?: boolean };

function print(data: unknown, options: Output): void {
  if (options.table && Array.isArray(data)) console.log(renderTable(data as Array<Record<string, unknown>>));
  else console.log(JSON.stringify(data, null, 2));
}

async function withStore<T>(run: (store: Store) => Promise<T>): Promise<T> {
  const db: Db = openDb(loadConfig().database);
  try {
    await migrate(db);
    return await run(new Store(db));
  } finally {
    await db.close();
  }
}

const day = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new InvalidArgumentError('expected a date as YYYY-MM-DD');
  return value;
};

export function adminProgram(): Command {
  const program = new Command('svc-admin').description('Operator tools for svc. Reads SQLITE_PATH or DATABASE_URL like the server.');
  program
    .command('funnel')
    .description('Activation-to-paid funnel by day; external traffic apart from smoke_test/test_operational (synthetic)')
    .option('--from <day>', 'first day (YYYY-MM-DD)', day, new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10))
    .option('--to <day>', 'last day (YYYY-MM-DD)', day, new Date().toISOString().slice(0, 10))
    .option('--table', 'readable table instead of JSON')
    .action(async (o: { from: string; to: string } & Output) => print(await withStore((s) => s.reports.funnel(o.from, o.to)), o));
  program
    .command('roadmap')
    .description('Feedback by roadmap bucket and API requests by urgency')
    .option('--table', 'readable tables instead of JSON')
    .action(async (o: Output) => {
      const report = await withStore((s) => s.reports.roadmap());
      if (!o.table) return print(report, o);
      console.log(`Feedback by roadmap bucket\n${renderTable(report.feedback)}\n\nAPI requests by urgency\n${renderTable(report.api_requests)}`);
    });
  program
    .command('accounts')
    .description('Most recent accounts with their plan and key count')
    .option('--limit <n>', 'how many', (v) => Number(v), 50)
    .option('--table', 'readable table instead of JSON')
    .action(async (o: { limit: number } & Output) => print(await withStore((s) => s.reports.accounts(o.limit)), o));
  program
    .command('keys <accountId>')
    .description("An account's keys (prefix only; key values are never stored)")
    .option('--table', 'readable table instead of JSON')
    .action(async (accountId: string, o: Output) => print(await withStore((s) => s.accounts.listKeys(accountId)), o));
  program
    .command('set-plan <accountId> <plan>')
    .description(`Change an account's plan (${PLAN_IDS.join(', ')}); recorded as a plan change`)
    .action(async (accountId: string, plan: string) => {
      if (!(PLAN_IDS as readonly string[]).includes(plan)) throw new InvalidArgumentError(`plan must be one of ${PLAN_IDS.join(', ')}`);
      const ok = await withStore((s) => s.accounts.setPlan(accountId, plan, 'operator'));
      if (!ok) throw new Error(`no account ${accountId}`);
      print({ account_id: accountId, plan }, {});
    });
  program
    .command('revoke-key <keyId>')
    .description('Revoke a key at once, on every instance')
    .action(async (keyId: string) => {
      const ok = await withStore((s) => s.accounts.revokeKeyById(keyId, new Date().toISOString()));
      if (!ok) throw new Error(`no live key ${keyId}`);
      print({ key_id: keyId, revoked: true }, {});
    });
  program
    .command('password-reset <email>')
    .description(`Issue a single-use password-reset link (valid ${RESET_TTL_MS / 60_000} minutes) for a browser account, for servers without SMTP`)
    .action(async (rawEmail: string) => {
      const email = normalizeEmail(rawEmail);
      if (!email) throw new InvalidArgumentError('expected an email address');
      const issued = await withStore(async (s) => {
        const account = await s.accounts.findAccountByEmail(email);
        if (!account?.password_hash) return null;
        const now = new Date();
        const reset = newResetToken(now);
        if (!(await s.passwordResets.issue({ tokenHash: reset.hash, accountId: account.id, createdAt: now.toISOString(), expiresAt: reset.expiresAt })))
          return null;
        return { account_id: account.id, link: resetLink(loadConfig().publicBaseUrl, reset.token), expires_at: reset.expiresAt };
      });
      if (!issued) throw new Error(`no browser account with email ${email}`);
      print(issued, {});
    });
  return program;
}

adminProgram()
  .parseAsync(process.argv)
  .catch((err: unknown) => {
    console.error(`svc-admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
