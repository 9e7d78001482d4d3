import type {
  TravelIntentParseResponse,
  TravelPlanValidateRequest,
  TravelPlanValidateResponse,
  TravelSearchRequest,
  TravelResult,
  TravelSearchResponse,
} from '../../../src/contracts/travel.js';
import { createTravelEngine, type TravelEngine } from '../../../src/travel/engine/pipeline.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { disabledResearch } from '../../../src/travel/research-port.js';
import { startServer, type Dialect, type TestServer } from '../../helpers/server.js';
import { QUALITY_NOW, type QualityCase } from './cases.js';
import { findResult, judge, type Area, type Observation, type Verdict } from './judge.js';

/**
 * Runs the travel-quality cases through the real pipeline, in-process (the engine the server
 * uses, with the suite's reference date) or over HTTP (a running server and a key), and
 * summarizes the verdicts by family, language and cause.
 */

/** The three operations a case may call. */
export interface TravelAsker {
  search(request: TravelSearchRequest): Promise<TravelSearchResponse>;
  parse(request: TravelSearchRequest): Promise<TravelIntentParseResponse>;
  validatePlan(request: TravelPlanValidateRequest): Promise<TravelPlanValidateResponse>;
}

export function inProcessAsker(
  engine: TravelEngine = createTravelEngine({ kb: loadKnowledgeBase(), gazetteer: loadGazetteer(), research: disabledResearch }),
): TravelAsker {
  const ctx = { now: () => QUALITY_NOW, requestId: 'req_quality', accountId: null, commercial: null };
  return {
    search: (request) => engine.search(request, ctx),
    parse: async (request) => engine.parseIntent(request, QUALITY_NOW),
    validatePlan: async (request) => engine.validatePlan(request, QUALITY_NOW),
  };
}

/** Over HTTP: `post` sends one authenticated JSON request and returns the status and parsed body. */
export function httpAsker(post: (path: string, body: unknown) => Promise<{ status: number; body: unknown }>): TravelAsker {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await post(path, body);
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body as T;
  };
  return {
    search: (request) => call('/api/v1/travel/search', request),
    parse: (request) => call('/api/v1/travel/intent/parse', request),
    validatePlan: (request) => call('/api/v1/travel/plan/validate', request),
  };
}

/** A server on the suite's reference date, with a pro-plan key so the quota never interferes, and an asker for it. */
export async function qualityServer(dialect: Dialect): Promise<{ server: TestServer; key: string; asker: TravelAsker }> {
  const server = await startServer({ dialect });
  server.clock.set(QUALITY_NOW);
  const key = await server.activate();
  const me = await server.request('GET', '/api/v1/account/me', { key });
  await server.store.accounts.setPlan(me.body.account.id, 'pro');
  return { server, key, asker: httpAsker((path, body) => server.request('POST', path, { key, body })) };
}

/** A quality server and its search: the results of a POST /api/v1/travel/search that must answer 200. */
/** A quality server and a search over HTTP that answers the whole response (throwing on any status but 200). */
export async function qualityResponses(
  dialect: Dialect,
): Promise<{ server: TestServer; key: string; search: (body: Record<string, unknown>) => Promise<TravelSearchResponse> }> {
  const { server, key } = await qualityServer(dialect);
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse>('POST', '/api/v1/travel/search', { key, body });
    if (res.status !== 200) throw new Error(`travel search answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { server, key, search };
}

export async function qualitySearch(
  dialect: Dialect,
): Promise<{ server: TestServer; key: string; search: (body: Record<string, unknown>) => Promise<TravelResult[]> }> {
  const { server, key, search } = await qualityResponses(dialect);
  return { server, key, search: async (body) => (await search(body)).results };
}

export async function observe(asker: TravelAsker, c: QualityCase): Promise<Observation> {
  const search = await asker.search(c.request);
  const details = c.expect.parse ? ((await asker.parse(c.request)).parsed_intent.details ?? null) : null;
  const plan = c.expect.plan;
  if (!plan) return { search, details, plan: null, plan_problem: null };
  const target = findResult(search.results, plan.on);
  if (!target) return { search, details, plan: null, plan_problem: `${plan.on} is not among the results to plan for` };
  const validated = await asker.validatePlan({ ...c.request, proposed_plan: { candidate_id: target.id, ...plan.proposed } });
  return { search, details, plan: validated, plan_problem: null };
}

export async function runCases(asker: TravelAsker, cases: readonly QualityCase[]): Promise<Verdict[]> {
  const out: Verdict[] = [];
  for (const c of cases) out.push(judge(c, await observe(asker, c)));
  return out;
}

export interface Tally {
  passed: number;
  total: number;
}

export interface Summary extends Tally {
  rate: number;
  by_family: Record<string, Tally>;
  by_lang: Record<string, Tally>;
  /** Failed cases per area of the first failed check (the cause an engineer would fix first). */
  by_cause: Partial<Record<Area, number>>;
  /** Failed checks per area, over all failed cases. */
  failed_checks: Partial<Record<Area, number>>;
}

function tally(into: Record<string, Tally>, key: string, pass: boolean): void {
  const t = (into[key] ??= { passed: 0, total: 0 });
  t.total++;
  if (pass) t.passed++;
}

export function summarize(cases: readonly QualityCase[], verdicts: readonly Verdict[]): Summary {
  const s: Summary = { passed: 0, total: verdicts.length, rate: 0, by_family: {}, by_lang: {}, by_cause: {}, failed_checks: {} };
  verdicts.forEach((v, i) => {
    const c = cases[i] as QualityCase;
    if (v.pass) s.passed++;
    tally(s.by_family, c.family, v.pass);
    tally(s.by_lang, c.lang, v.pass);
    const first = v.failures[0];
    if (first) s.by_cause[first.area] = (s.by_cause[first.area] ?? 0) + 1;
    for (const f of v.failures) s.failed_checks[f.area] = (s.failed_checks[f.area] ?? 0) + 1;
  });
  s.rate = s.total ? s.passed / s.total : 0;
  return s;
}

const pct = (t: Tally) => `${t.passed}/${t.total} (${Math.round((100 * t.passed) / Math.max(1, t.total))}%)`;
const table = (rec: Record<string, Tally>) =>
  Object.entries(rec)
    .map(([k, t]) => `${k} ${pct(t)}`)
    .join(', ');

/** One line per case (PASS, or FAIL with every failed check), then the summary. */
export function report(cases: readonly QualityCase[], verdicts: readonly Verdict[], label: string): string {
  const lines = verdicts.map((v, i) => {
    const c = cases[i] as QualityCase;
    const head = `${v.pass ? 'PASS' : 'FAIL'} ${c.id} [${c.lang} ${c.family}]`;
    return v.pass ? head : `${head}\n${v.failures.map((f) => `       - ${f.area}/${f.check}: ${f.reason}`).join('\n')}`;
  });
  const s = summarize(cases, verdicts);
  lines.push(
    '',
    `${label}: ${pct(s)} passed`,
    `  by family: ${table(s.by_family)}`,
    `  by language: ${table(s.by_lang)}`,
    `  failed cases by first cause: ${
      Object.entries(s.by_cause)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
    `  failed checks by area: ${
      Object.entries(s.failed_checks)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
  );
  return lines.join('\n');
}
