import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProofPreflightResponse, type ProofPreflightResponseBody } from '../../src/contracts/proof.js';
import { preflightProof, type ProofDeps } from '../../src/proof/preflight.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { LocalServer } from '../net/local-server.js';
import { expectValid } from '../helpers/schema.js';
import { resolveToLoopback, startWeb } from './pages.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

const NAME = 'Acme Widgets';
let web: LocalServer;
let at: (hostPath: string) => string;

beforeAll(async () => {
  web = await startWeb(NAME);
  at = (hostPath) => {
    const [host, ...rest] = hostPath.split('/');
    return `http://${host}:${web.port}/${rest.join('/')}`;
  };
});
afterAll(() => web.close());

const deps = (extra: Partial<ProofDeps> = {}): ProofDeps => ({
  // Far above what the local pages need on a loaded machine; the slow page answers after 30 s.
  fetcher: createSafeFetcher({ allowLoopback: true, resolver: resolveToLoopback, timeoutMs: 5000 }),
  now: () => new Date('2025-06-01T12:00:00Z'),
  ...extra,
});

const classOf = (result: ProofPreflightResponseBody, url: string) => {
  const summary = result.evidence_summary;
  const all = [...summary.independent_substantial_sources, ...summary.self_authored_sources, ...summary.trivial_mentions, ...summary.unreachable_sources];
  return all.find((item) => item.url === url);
};

describe('proof preflight classification against local pages', () => {
  it('classifies each kind of source with reasons', async () => {
    const urls = [
      'acme.example/about',
      'github.com/acme-widgets/widgets',
      'news.example/acme-review',
      'blog.other.example/list',
      'nomention.example/page',
      'footer.example/page',
      'news.example/gone',
      'redirect.example/to-news',
    ].map((path) => at(path));
    const result = await preflightProof(
      { entity_name: NAME, url: at('acme.example/'), evidence_urls: urls, known_profiles: ['https://github.com/acme-widgets'] },
      deps(),
    );
    expectValid(ProofPreflightResponse, result);
    const about = classOf(result, at('acme.example/about'));
    expect(about?.classification).toBe('self_authored');
    expect(about?.reasons[0]).toContain('same registrable domain as the entity (acme.example)');
    expect(classOf(result, at('github.com/acme-widgets/widgets'))?.reasons[0]).toContain('under the known profile https://github.com/acme-widgets');
    const review = classOf(result, at('news.example/acme-review'));
    console.log('substantial article:', review?.entity_mentions, 'mentions,', review?.relevant_word_count, 'relevant words of', review?.total_word_count);
    expect(review?.classification).toBe('independent_substantial');
    // Five by name, and "the company" in a piece whose lead names it.
    expect(review?.entity_mentions).toBe(6);
    expect(review?.title).toBe('Review');
    const list = classOf(result, at('blog.other.example/list'));
    expect(list?.classification).toBe('trivial_mention');
    expect(list?.reasons.join(' ')).toContain('passing mention: 1 mentions');
    expect(classOf(result, at('nomention.example/page'))?.reasons[0]).toContain('does not mention');
    // A name that appears only in the footer is not coverage.
    expect(classOf(result, at('footer.example/page'))).toMatchObject({ classification: 'trivial_mention', entity_mentions: 0 });
    expect(classOf(result, at('news.example/gone'))).toMatchObject({ classification: 'unreachable', http_status: 404 });
    expect(classOf(result, at('redirect.example/to-news'))).toMatchObject({
      classification: 'independent_substantial',
      final_url: at('news.example/acme-review'),
    });
    expect(result.evidence_summary.independent_substantial_sources).toHaveLength(2);
    expect(result.truth_boundaries.join(' ')).toMatch(/never guaranteed/);
  });

  it('is ready for wikipedia and wikidata only with substantial coverage from three publishers', async () => {
    const strong = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [at('news.example/acme-review'), at('techpress.example/feature'), at('journal.example/story')],
        target_venues: ['wikipedia', 'wikidata'],
      },
      deps(),
    );
    expect(strong.venue_readiness.wikipedia?.status).toBe('ready');
    expect(strong.venue_readiness.wikidata?.status).toBe('ready');
    expect(strong.ready_to_submit).toBe(true);
    expect(strong.safe_next_step).toContain('Nothing has been submitted');

    const reprinted = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [at('news.example/acme-review'), at('syndicated.example/copy'), at('techpress.example/feature')],
      },
      deps(),
    );
    expect(reprinted.evidence_summary.independent_substantial_sources).toHaveLength(3);
    expect(reprinted.venue_readiness.wikipedia?.status).toBe('not_ready');
    expect(reprinted.venue_readiness.wikipedia?.met.join(' ')).toContain('one story carried by 2 pages');

    const weak = await preflightProof(
      { entity_name: NAME, url: at('acme.example/'), evidence_urls: [at('news.example/acme-review'), at('blog.other.example/list'), at('acme.example/about')] },
      deps(),
    );
    expectValid(ProofPreflightResponse, weak);
    expect(weak.venue_readiness.wikipedia).toMatchObject({ status: 'not_ready', missing: ['2 more independent publisher(s) with in-depth coverage'] });
    expect(weak.venue_readiness.wikidata?.status).toBe('ready');
    expect(weak.venue_readiness.mcp_registry).toBeUndefined();
    expect(weak.ready_to_submit).toBe(false);
    expect(weak.evidence_plan[0]?.action).toContain('2 more independent publisher(s)');
    expect(weak.safe_next_step).toContain('Submit nothing');
  });

  it('assesses registry venues from profiles and listings', async () => {
    const result = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [at('www.npmjs.com/package/acme-widgets'), at('blog.other.example/list')],
        known_profiles: ['https://github.com/acme-widgets', 'https://www.npmjs.com/~acme'],
        target_venues: ['mcp_registry', 'package_registry', 'ai_tool_directory'],
      },
      deps(),
    );
    expectValid(ProofPreflightResponse, result);
    expect(result.venue_readiness.mcp_registry?.status).toBe('needs_manual_proof');
    expect(result.venue_readiness.package_registry?.status).toBe('ready');
    expect(result.venue_readiness.ai_tool_directory?.status).toBe('ready');
    expect(result.ready_to_submit).toBe(false);
  });

  it('links claims to the evidence that supports or fails them', async () => {
    const result = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [at('news.example/acme-review'), at('acme.example/about'), at('blog.other.example/list')],
        claims: ['Acme Widgets has 10,000 paying users', 'Acme Widgets won the 2022 Design Award', 'Acme Widgets launched in 2021'],
      },
      deps(),
    );
    const [users, award, launched] = result.claim_graph;
    expect(users?.status).toBe('independently_supported');
    expect(users?.supported_by.map((support) => support.url)).toContain(at('news.example/acme-review'));
    expect(users?.supported_by.find((support) => support.classification === 'self_authored')?.url).toBe(at('acme.example/about'));
    expect(users?.not_supported_by).toEqual([at('blog.other.example/list')]);
    expect(award?.status).toBe('unsupported');
    expect(award?.supported_by).toEqual([]);
    expect(launched?.status).toBe('independently_supported');
    expect(result.evidence_plan.some((step) => step.action.includes('Design Award'))).toBe(true);
  });

  it('marks self-only claims as self-reported', async () => {
    const result = await preflightProof(
      { entity_name: NAME, url: at('acme.example/'), evidence_urls: [at('acme.example/about')], claims: ['Acme Widgets has 10,000 paying users'] },
      deps(),
    );
    expect(result.claim_graph[0]?.status).toBe('self_reported_only');
    expect(result.evidence_plan.some((step) => step.action.startsWith('Self-published pages'))).toBe(true);
  });
});

describe('proof preflight: unreachable, slow and refused sources', () => {
  it('reports a slow host as unreachable within the per-fetch timeout', async () => {
    const started = Date.now();
    const fetcher = createSafeFetcher({ allowLoopback: true, resolver: resolveToLoopback, timeoutMs: 800 });
    const result = await preflightProof(
      { entity_name: NAME, url: at('acme.example/'), evidence_urls: [at('slow.example/story'), at('news.example/acme-review')] },
      deps({ fetcher }),
    );
    expect(Date.now() - started).toBeLessThan(800 + CONTENTION_SLACK_MS);
    expect(classOf(result, at('slow.example/story'))).toMatchObject({ classification: 'unreachable' });
    expect(classOf(result, at('slow.example/story'))?.reasons[0]).toMatch(/timeout/);
    expect(classOf(result, at('news.example/acme-review'))?.classification).toBe('independent_substantial');
  });

  it('keeps to the overall time budget across many slow URLs', async () => {
    const started = Date.now();
    const result = await preflightProof(
      { entity_name: NAME, url: at('acme.example/'), evidence_urls: Array.from({ length: 8 }, (_, index) => `${at('slow.example/story')}?n=${index}`) },
      // Per fetch, 10 s: without the overall budget 8 slow URLs two at a time would take 40 s.
      deps({ fetcher: createSafeFetcher({ allowLoopback: true, resolver: resolveToLoopback, timeoutMs: 10_000 }), limits: { budgetMs: 600, concurrency: 2 } }),
    );
    expect(Date.now() - started).toBeLessThan(600 + CONTENTION_SLACK_MS);
    expect(result.evidence_summary.unreachable_sources).toHaveLength(8);
  });

  it('refuses SSRF targets and reports them as unreachable with the reason', async () => {
    const result = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [
          'http://10.0.0.5/private',
          'http://169.254.169.254/latest/meta-data/',
          at('redirect.example/to-private'),
          'http://intranet.example/page',
          'http://[fd00::1]/',
        ],
      },
      deps(),
    );
    expect(result.evidence_summary.unreachable_sources).toHaveLength(5);
    for (const item of result.evidence_summary.unreachable_sources) expect(item.reasons[0], item.url).toContain('blocked_address');
    expect(classOf(result, 'http://intranet.example/page')?.reasons[0]).toContain('10.20.30.40');
  });

  it('with production fetch config, loopback and IPv6 loopback literals are refused too', async () => {
    const strict = createSafeFetcher({ resolver: resolveToLoopback });
    const result = await preflightProof(
      {
        entity_name: NAME,
        url: at('acme.example/'),
        evidence_urls: [`http://127.0.0.1:${web.port}/`, `http://[::1]:${web.port}/`, `http://[::ffff:127.0.0.1]:${web.port}/`, at('news.example/acme-review')],
      },
      deps({ fetcher: strict }),
    );
    expect(result.evidence_summary.unreachable_sources).toHaveLength(4);
    expect(result.evidence_summary.unreachable_sources.every((item) => item.reasons[0]?.includes('blocked_address'))).toBe(true);
  });

  it('rejects a non-http entity url with a clear message', async () => {
    await expect(preflightProof({ entity_name: NAME, url: 'ftp://acme.example/' }, deps())).rejects.toThrow('url must be an http or https URL');
  });
});
