import type { TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { Metrics } from '../../../src/observability/metrics.js';
import { openDb } from '../../../src/store/db.js';
import { Store } from '../../../src/store/index.js';
import { researchConfigFromEnv } from '../../../src/travel/research/config.js';
import { createResearchService, type ResearchService } from '../../../src/travel/research/service.js';
import type { ResearchSubject } from '../../../src/travel/research-port.js';
import { migratedDatabase, testClock, type Clock, type Dialect } from '../../helpers/server.js';

/** A real store on a fresh database and a research service over it, for in-process tests. */
export interface Harness {
  store: Store;
  research: ResearchService;
  clock: Clock;
  metrics: Metrics;
  accountId: string;
  close(): Promise<void>;
}

export async function harness(env: Record<string, string>, dialect: Dialect = 'sqlite'): Promise<Harness> {
  const { database, drop } = await migratedDatabase(dialect);
  const db = openDb(database);
  const store = new Store(db);
  const clock = testClock();
  const metrics = new Metrics();
  const accountId = `acct_${Math.random().toString(36).slice(2, 10)}`;
  await db.kysely
    .insertInto('accounts')
    .values({
      id: accountId,
      email: `${accountId}@agents.invalid`,
      password_hash: null,
      plan: 'free_sandbox',
      created_for: 'agent_activation',
      traffic_type: 'test_operational',
      agent_name: null,
      intended_use: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  const research = createResearchService(researchConfigFromEnv({ RESEARCH_POLL_MS: '50', ...env }), { store: store.research, now: clock.now, metrics });
  research.start();
  return {
    store,
    research,
    clock,
    metrics,
    accountId,
    async close() {
      await research.stop();
      await db.close();
      await drop();
    },
  };
}

/**
 * Provider settings for the local fakes. Per-attempt timeouts and budgets are far above what a
 * fake answering at once can take on a loaded machine, so a failure is classified by what the fake
 * did (HTTP 500, 429, bad JSON...) and never turns into a timeout because the CPU was busy. Tests
 * about timeouts add TIGHT_TIMEOUTS and use a fake that never answers (or answers far later).
 */
export const providerEnv = (baseUrl: string, extra: Record<string, string> = {}): Record<string, string> => ({
  SEARCH_PROVIDER_A_API_KEY: 'test-key',
  SEARCH_PROVIDER_A_BASE_URL: baseUrl,
  SEARCH_PROVIDER_A_TIMEOUT_MS: '5000',
  SEARCH_PROVIDER_A_BUDGET_MS: '15000',
  SEARCH_PROVIDER_A_MAX_BODY_BYTES: '262144',
  OVERPASS_ENDPOINT: baseUrl,
  OVERPASS_TIMEOUT_MS: '5000',
  OVERPASS_BUDGET_MS: '15000',
  OVERPASS_MAX_BODY_BYTES: '262144',
  ...extra,
});

/** Short provider timeouts, for tests whose fake never answers (or answers long after these). */
export const TIGHT_TIMEOUTS: Record<string, string> = {
  SEARCH_PROVIDER_A_TIMEOUT_MS: '300',
  SEARCH_PROVIDER_A_BUDGET_MS: '700',
  OVERPASS_TIMEOUT_MS: '300',
  OVERPASS_BUDGET_MS: '700',
};

/** A bounded-research budget that fakes answering at once always meet (the call returns when they do). */
export const AMPLE_BUDGET_MS = 20_000;

export const subject = (id: string, name: string, categories = ['lodging_areas', 'activities', 'local_transport']): ResearchSubject => ({
  id,
  name,
  country: 'PT',
  lat: 38.7223,
  lon: -9.1393,
  coverage_mode: 'curated_ready',
  categories,
});

export const scope = (accountId: string | null) => ({ accountId, origin: null, destinationAirport: null, dates: null, adults: 2 });

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Throws with Ajv's errors when `value` does not match `schema` (compiled fresh: some have no $id). */
export function assertValid(schema: TSchema, value: unknown): void {
  const validate = ajv.compile({ ...schema, $id: undefined });
  if (!validate(value)) throw new Error(`schema mismatch: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 1500)}`);
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
