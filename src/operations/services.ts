import type { Config } from '../config.js';
import type { DealValidationRequest, DealValidationResponse, GoodsSearchRequest, GoodsSearchResponse } from '../contracts/goods.js';
import type {
  LaunchAuditRequestBody,
  LaunchAuditResponseBody,
  LaunchGenerateRequestBody,
  LaunchGenerateResponseBody,
  LaunchVerifyRequestBody,
  LaunchVerifyResponseBody,
} from '../contracts/launch.js';
import type { ProofPreflightRequestBody, ProofPreflightResponseBody } from '../contracts/proof.js';
import type { SkillSearchRequest, SkillSearchResponse } from '../contracts/skills.js';
import type { TravelResearchJobStatus } from '../contracts/travel.js';
import { newId } from '../ids.js';
import type { LaunchDeps } from '../launch/audit.js';
import type { ContentPool } from '../fetched/pool.js';
import { BodyAllowance, DEFAULT_BODY_ALLOWANCE } from '../net/body-allowance.js';
import { createFetchThread } from '../net/fetch-thread.js';
import type { Metrics } from '../observability/metrics.js';
import type { Store } from '../store/index.js';
import { onFirstUse } from './first-use.js';
import { createTravelEngine, type TravelEngine } from '../travel/engine/pipeline.js';
import { loadGazetteer } from '../travel/geo/index.js';
import { loadKnowledgeBase } from '../travel/knowledge/index.js';
import { createResearchService, type ResearchService } from '../travel/research/service.js';
import { jobStatusView } from '../travel/research/view.js';

/**
 * Everything operation handlers use, built once per app by buildServices (the composition
 * root). Handlers reach the domain only through this object, so the operation table imports no
 * domain module and the CLI can bundle it.
 */
export interface Services {
  config: Config;
  store: Store;
  now: () => Date;
  serverSecret: string;
  metrics: Metrics;
  travel: TravelEngine;
  research: ResearchService;
  /** A research job as its owner sees it; null for unknown ids and other accounts' jobs alike. */
  researchJobs: { status(id: string, accountId: string, now: Date): Promise<TravelResearchJobStatus | null> };
  goods: {
    search(body: GoodsSearchRequest, requestId: string): Promise<GoodsSearchResponse>;
    validate(body: DealValidationRequest, requestId: string): Promise<DealValidationResponse>;
  };
  skills: { search(body: SkillSearchRequest, requestId: string): Promise<SkillSearchResponse> };
  /** `caller` (see contentCaller) is whose queue the fetched content is read in. */
  launch: {
    audit(body: LaunchAuditRequestBody, caller: string): Promise<LaunchAuditResponseBody>;
    generate(body: LaunchGenerateRequestBody, caller: string): Promise<LaunchGenerateResponseBody>;
    verify(body: LaunchVerifyRequestBody, previous: LaunchAuditResponseBody | null, caller: string): Promise<LaunchVerifyResponseBody>;
  };
  proof: { preflight(body: ProofPreflightRequestBody, caller: string): Promise<ProofPreflightResponseBody> };
  /** Ends what the services started (the content-reading threads, the fetch thread); the app calls it when it closes. */
  close(): Promise<void>;
}

export interface ServiceDeps {
  store: Store;
  serverSecret: string;
  now: () => Date;
  metrics: Metrics;
  /** Where background failures (research workers) are reported. */
  onBackgroundError: (error: unknown) => void;
}

export function buildServices(config: Config, deps: ServiceDeps): Services {
  const { store, now, metrics } = deps;
  const research = createResearchService(config.research, { store: store.research, now, metrics, onError: deps.onBackgroundError });
  const { fetcher: fetchOptions, launch: launchLimits, proof: proofLimits } = config.outboundFetch;
  // Goods, skills, launch and proof (their code, vocabularies, corpora, parsers and the content
  // threads) load on their first call, so a start and its first travel search neither wait for
  // nor hold them. The marketplace_a token cache and the snapshot cache then live as long as the process.
  const goods = onFirstUse(async () => {
    const [{ createGoodsDeps }, { searchGoods }, { validateDeal }] = await Promise.all([
      import('../goods/providers/index.js'),
      import('../goods/search.js'),
      import('../goods/validate.js'),
    ]);
    return { deps: createGoodsDeps(config.goods, { fetch: globalThis.fetch, now, newRequestId: () => newId('goods') }), searchGoods, validateDeal };
  });
  const skills = onFirstUse(() => import('../skills/search.js'));
  let contentPool: ContentPool | null = null;
  const pool = onFirstUse(async () => (contentPool = (await import('../fetched/pool.js')).createContentPool()));
  // Audits and preflights fetch on one thread of their own, off the one that answers requests.
  const fetchThread = createFetchThread(fetchOptions);
  const launchDeps: Omit<LaunchDeps, 'reader'> = {
    fetcher: fetchThread,
    now,
    newId: () => newId('scan'),
    limits: launchLimits,
    recordScan: (audit) => store.publicCalls.saveScan(audit.scan_id, audit.domain, audit, audit.scanned_at),
  };
  // One allowance for audits and preflights: what a caller holds counts together, whichever it starts.
  const bodyAllowance = new BodyAllowance(DEFAULT_BODY_ALLOWANCE);
  const launch = onFirstUse(async () => {
    const [audit, generate, verify, reader] = await Promise.all([
      import('../launch/audit.js'),
      import('../launch/generate.js'),
      import('../launch/verify.js'),
      import('../launch/content-reader.js'),
    ]);
    const [launchPool] = await Promise.all([pool(), fetchThread.ready()]);
    const launchReader = reader.contentReader(launchPool);
    const forCaller = (caller: string): LaunchDeps => ({
      ...launchDeps,
      reader: launchReader.forCaller(caller),
      holdBodies: () => bodyAllowance.hold(caller),
    });
    return { auditLaunch: audit.auditLaunch, generateLaunchPack: generate.generateLaunchPack, verifyLaunch: verify.verifyLaunch, forCaller };
  });
  const proof = onFirstUse(async () => {
    const [{ preflightProof }, reader] = await Promise.all([import('../proof/preflight.js'), import('../proof/content-reader.js')]);
    const [proofPool] = await Promise.all([pool(), fetchThread.ready()]);
    const proofReader = reader.contentReader(proofPool);
    return (body: ProofPreflightRequestBody, caller: string) =>
      preflightProof(body, {
        fetcher: fetchThread,
        now,
        limits: proofLimits,
        reader: proofReader.forCaller(caller),
        holdBodies: () => bodyAllowance.hold(caller),
      });
  });
  return {
    config,
    store,
    now,
    serverSecret: deps.serverSecret,
    metrics,
    research,
    // Loaded once at start (about a second), shared by every request.
    travel: createTravelEngine({ kb: loadKnowledgeBase(), gazetteer: loadGazetteer(), research: research.port }),
    researchJobs: {
      async status(id, accountId, at) {
        const row = await store.research.find(id);
        return row && row.account_id !== null && row.account_id === accountId ? jobStatusView(row, at) : null;
      },
    },
    goods: {
      search: async (body, requestId) => {
        const g = await goods();
        return g.searchGoods(body, { ...g.deps, newRequestId: () => requestId });
      },
      validate: async (body, requestId) => {
        const g = await goods();
        return g.validateDeal(body, { ...g.deps, newRequestId: () => requestId });
      },
    },
    skills: { search: async (body, requestId) => (await skills()).searchSkills(body, { requestId }) },
    launch: {
      audit: async (body, caller) => {
        const l = await launch();
        return l.auditLaunch(body, l.forCaller(caller));
      },
      generate: async (body, caller) => {
        const l = await launch();
        return l.generateLaunchPack(body, l.forCaller(caller));
      },
      verify: async (body, previous, caller) => {
        const l = await launch();
        return l.verifyLaunch(body, previous, l.forCaller(caller));
      },
    },
    proof: { preflight: async (body, caller) => (await proof())(body, caller) },
    close: async () => {
      await Promise.all([contentPool?.close(), fetchThread.close()]);
    },
  };
}
