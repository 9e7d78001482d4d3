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
import { BodyAllowance, DEFAULT_BODY_ALLOWANCE, type BodyHolding } from '../net/body-allowance.js';
import type { OutboundFetchConfig } from '../net/config.js';
import { createFetchThread, type FetchThread } from '../net/fetch-thread.js';
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
  const outbound = createOutbound(config.outboundFetch.fetcher);
  // Goods, skills, launch and proof (their code, vocabularies, corpora, parsers and the content
  // threads) load on their first call, so a start and its first travel search neither wait for nor hold them.
  const skills = onFirstUse(() => import('../skills/search.js'));
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
    goods: goodsService(config.goods, now),
    skills: { search: async (body, requestId) => (await skills()).searchSkills(body, { requestId }) },
    launch: launchService(outbound, {
      fetcher: outbound.fetcher,
      now,
      newId: () => newId('scan'),
      limits: config.outboundFetch.launch,
      recordScan: (audit) => store.publicCalls.saveScan(audit.scan_id, audit.domain, audit, audit.scanned_at),
    }),
    proof: proofService(outbound, now, config.outboundFetch.proof),
    close: outbound.close,
  };
}

/** Loaded on the first call; the marketplace_a token cache and the snapshot cache then live as long as the process. */
function goodsService(settings: Config['goods'], now: () => Date): Services['goods'] {
  const goods = onFirstUse(async () => {
    const [{ createGoodsDeps }, { searchGoods }, { validateDeal }] = await Promise.all([
      import('../goods/providers/index.js'),
      import('../goods/search.js'),
      import('../goods/validate.js'),
    ]);
    return { deps: createGoodsDeps(settings, { fetch: globalThis.fetch, now, newRequestId: () => newId('goods') }), searchGoods, validateDeal };
  });
  return {
    search: async (body, requestId) => {
      const g = await goods();
      return g.searchGoods(body, { ...g.deps, newRequestId: () => requestId });
    },
    validate: async (body, requestId) => {
      const g = await goods();
      return g.validateDeal(body, { ...g.deps, newRequestId: () => requestId });
    },
  };
}

/** What launch audits and proof preflights share to fetch other sites and read what they fetch. */
interface Outbound {
  /** Audits and preflights fetch on one thread of their own, off the one that answers requests. */
  fetcher: FetchThread;
  /** The content-reading pool, loaded on first use, once it and the fetch thread are ready. */
  ready(): Promise<ContentPool>;
  /** One allowance for audits and preflights: what a caller holds counts together, whichever it starts. */
  holdBodies(caller: string): BodyHolding;
  close(): Promise<void>;
}

function createOutbound(settings: OutboundFetchConfig['fetcher']): Outbound {
  const fetcher = createFetchThread(settings);
  let contentPool: ContentPool | null = null;
  const pool = onFirstUse(async () => (contentPool = (await import('../fetched/pool.js')).createContentPool()));
  const bodyAllowance = new BodyAllowance(DEFAULT_BODY_ALLOWANCE);
  return {
    fetcher,
    ready: async () => (await Promise.all([pool(), fetcher.ready()]))[0],
    holdBodies: (caller) => bodyAllowance.hold(caller),
    close: async () => {
      await Promise.all([contentPool?.close(), fetcher.close()]);
    },
  };
}

function launchService(outbound: Outbound, base: Omit<LaunchDeps, 'reader' | 'holdBodies'>): Services['launch'] {
  const launch = onFirstUse(async () => {
    const [audit, generate, verify, reader] = await Promise.all([
      import('../launch/audit.js'),
      import('../launch/generate.js'),
      import('../launch/verify.js'),
      import('../launch/content-reader.js'),
    ]);
    const launchReader = reader.contentReader(await outbound.ready());
    const forCaller = (caller: string): LaunchDeps => ({
      ...base,
      reader: launchReader.forCaller(caller),
      holdBodies: () => outbound.holdBodies(caller),
    });
    return { auditLaunch: audit.auditLaunch, generateLaunchPack: generate.generateLaunchPack, verifyLaunch: verify.verifyLaunch, forCaller };
  });
  return {
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
  };
}

function proofService(outbound: Outbound, now: () => Date, limits: OutboundFetchConfig['proof']): Services['proof'] {
  const proof = onFirstUse(async () => {
    const [{ preflightProof }, reader] = await Promise.all([import('../proof/preflight.js'), import('../proof/content-reader.js')]);
    const proofReader = reader.contentReader(await outbound.ready());
    return (body: ProofPreflightRequestBody, caller: string) =>
      preflightProof(body, {
        fetcher: outbound.fetcher,
        now,
        limits,
        reader: proofReader.forCaller(caller),
        holdBodies: () => outbound.holdBodies(caller),
      });
  });
  return { preflight: async (body, caller) => (await proof())(body, caller) };
}
