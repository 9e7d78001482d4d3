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
import { createGoodsDeps } from '../goods/providers/index.js';
import { searchGoods } from '../goods/search.js';
import { validateDeal } from '../goods/validate.js';
import { newId } from '../ids.js';
import { auditLaunch, type LaunchDeps } from '../launch/audit.js';
import { generateLaunchPack } from '../launch/generate.js';
import { verifyLaunch } from '../launch/verify.js';
import { contentReader as launchReader } from '../launch/content-reader.js';
import { contentReader as proofReader } from '../proof/content-reader.js';
import { createContentPool } from '../fetched/pool.js';
import { createSafeFetcher } from '../net/safe-fetcher.js';
import type { Metrics } from '../observability/metrics.js';
import { preflightProof } from '../proof/preflight.js';
import { searchSkills } from '../skills/search.js';
import type { Store } from '../store/index.js';
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
  skills: { search(body: SkillSearchRequest, requestId: string): Promise<SkillSearchResponse> | SkillSearchResponse };
  /** `caller` (see contentCaller) is whose queue the fetched content is read in. */
  launch: {
    audit(body: LaunchAuditRequestBody, caller: string): Promise<LaunchAuditResponseBody>;
    generate(body: LaunchGenerateRequestBody, caller: string): Promise<LaunchGenerateResponseBody>;
    verify(body: LaunchVerifyRequestBody, previous: LaunchAuditResponseBody | null, caller: string): Promise<LaunchVerifyResponseBody>;
  };
  proof: { preflight(body: ProofPreflightRequestBody, caller: string): Promise<ProofPreflightResponseBody> };
  /** Ends what the services started (the content-reading threads); the app calls it when it closes. */
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
  // The marketplace_a token cache and the snapshot cache live as long as the process.
  const goods = createGoodsDeps(config.goods, { fetch: globalThis.fetch, now, newRequestId: () => newId('goods') });
  // Goods and skills data (vocabularies, categories, reference prices, the skill corpus) load and
  // compile on their first call, so a start and its first travel search neither wait for nor hold them.
  const launch: LaunchDeps = {
    fetcher: createSafeFetcher(fetchOptions),
    now,
    newId: () => newId('scan'),
    limits: launchLimits,
    recordScan: (audit) => store.publicCalls.saveScan(audit.scan_id, audit.domain, audit, audit.scanned_at),
  };
  const proof = { fetcher: createSafeFetcher(fetchOptions), now, limits: proofLimits };
  const contentPool = createContentPool();
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
      search: (body, requestId) => searchGoods(body, { ...goods, newRequestId: () => requestId }),
      validate: (body, requestId) => validateDeal(body, { ...goods, newRequestId: () => requestId }),
    },
    skills: { search: (body, requestId) => searchSkills(body, { requestId }) },
    launch: {
      audit: (body, caller) => auditLaunch(body, { ...launch, reader: launchReader(contentPool).forCaller(caller) }),
      generate: (body, caller) => generateLaunchPack(body, { ...launch, reader: launchReader(contentPool).forCaller(caller) }),
      verify: (body, previous, caller) => verifyLaunch(body, previous, { ...launch, reader: launchReader(contentPool).forCaller(caller) }),
    },
    proof: { preflight: (body, caller) => preflightProof(body, { ...proof, reader: proofReader(contentPool).forCaller(caller) }) },
    close: () => contentPool.close(),
  };
}
