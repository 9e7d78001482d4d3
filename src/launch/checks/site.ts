import { bodyText } from '../../net/body.js';
import type { FetchResult } from '../../net/types.js';
import { overBudget } from '../budget.js';
import { validatePricingText, validateRobots, validateSitemap } from '../validators/robots.js';
import { verdict } from '../validators/verdict.js';
import { answered, AUDIT_ORIGIN, RESOURCE_PLAN, SERVER_CARD_KEYS, type ResourceKey, type SiteSnapshot } from '../snapshot.js';
import { placeholderProblem } from '../validators/placeholders.js';
import { docsAgreeWithOpenApi } from './docs-agreement.js';
import { firstAnswered, fromVerdict, judgeResource, missingOutcome } from './resource.js';
import type { CheckDefinition, CheckOutcome } from './types.js';

type Answered = Extract<FetchResult, { ok: true }>;

const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x-markdown']);

const DOC_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain', ...MARKDOWN_TYPES]);

/**
 * Documentation is at /docs or /docs.md, or, when neither exists, where the site's llms.txt
 * points: a page it links that answers with readable text (not a machine document, not the
 * site's catch-all page) and holds no template text.
 */
async function docsReachable(site: SiteSnapshot): Promise<CheckOutcome> {
  const fixed = await judgeResource(site, ['docs', 'docs_md'], (result) =>
    verdict([`${result.bytes} bytes`], bodyText(result).trim() === '' ? ['the documentation page is empty'] : []),
  );
  if (fixed.status === 'pass' || firstAnswered(site, ['docs', 'docs_md'])) return fixed;
  const pages = (site.llmsLinks ?? []).filter(
    (result): result is Answered =>
      answered(result) &&
      DOC_TYPES.has(result.contentType) &&
      !/\/llms(-full)?\.txt$/u.test(new URL(result.finalUrl).pathname) &&
      bodyText(result).trim() !== '',
  );
  const problems = pages.map((page) => placeholderProblem(bodyText(page), 'prose'));
  const clean = pages.find((_page, index) => problems[index] === null);
  if (clean)
    return {
      status: 'pass',
      url: clean.finalUrl,
      evidence: [...fixed.evidence, `documentation linked from llms.txt: ${clean.finalUrl} (HTTP ${clean.status}, ${clean.contentType}, ${clean.bytes} bytes)`],
    };
  if (pages[0]) return { status: 'fail', url: pages[0].finalUrl, evidence: [...fixed.evidence, `${pages[0].finalUrl}: ${problems[0] ?? ''}`] };
  if (fixed.status === 'fail' && (site.llmsLinks ?? []).some(overBudget))
    return { ...fixed, status: 'not_checked', evidence: [...fixed.evidence, "pages linked from llms.txt not checked: the audit's time budget ran out"] };
  return fixed;
}

/** Markdown is recognised by its media type, or by a heading when served as text/plain. */
const servesMarkdown = (result: FetchResult | undefined): boolean =>
  answered(result) &&
  (MARKDOWN_TYPES.has(result.contentType) ||
    (result.contentType === 'text/plain' &&
      bodyText(result)
        .split('\n', 2000)
        .some((line) => /^#{1,3}[ \t]+\S/u.test(line))));

function docsMarkdown(site: SiteSnapshot): CheckOutcome {
  const negotiated = site.responses.docs;
  const file = site.responses.docs_md;
  const evidence = [
    `GET /docs with Accept: text/markdown -> ${answered(negotiated) ? `${negotiated.status} ${negotiated.contentType || 'no content-type'}` : 'no 2xx answer'}`,
    `GET /docs.md -> ${answered(file) ? `${file.status} ${file.contentType || 'no content-type'}` : 'no 2xx answer'}`,
  ];
  if (servesMarkdown(negotiated) || servesMarkdown(file)) return { status: 'pass', url: new URL('/docs', site.origin).toString(), evidence };
  if (!answered(negotiated) && !answered(file)) return missingOutcome(site, ['docs', 'docs_md']);
  return { status: 'fail', url: new URL('/docs', site.origin).toString(), evidence };
}

const DISCOVERY_KEYS: ResourceKey[] = ['openapi', 'openapi_well_known', 'agent_card', ...SERVER_CARD_KEYS, 'llms_txt'];

function corsOnDiscovery(site: SiteSnapshot): CheckOutcome {
  const present = DISCOVERY_KEYS.filter((key) => answered(site.responses[key]));
  if (present.length === 0 && DISCOVERY_KEYS.some((key) => overBudget(site.responses[key])))
    return { status: 'not_checked', url: null, evidence: ["no discovery file answered before the audit's time budget ran out"] };
  if (present.length === 0) return { status: 'fail', url: null, evidence: ['no discovery file answered, so none can be read cross-origin'] };
  const lacking = present.filter((key) => {
    const allowed = (site.responses[key] as Extract<FetchResult, { ok: true }>).headers['access-control-allow-origin'];
    return allowed !== '*' && allowed !== AUDIT_ORIGIN;
  });
  const evidence = present.map((key) => `${RESOURCE_PLAN[key].path}: ${lacking.includes(key) ? 'no' : 'has'} Access-Control-Allow-Origin for a browser agent`);
  return { status: lacking.length === 0 ? 'pass' : 'fail', url: null, evidence };
}

async function sitemapPresent(site: SiteSnapshot): Promise<CheckOutcome> {
  const direct = await judgeResource(site, ['sitemap'], (result) => validateSitemap(bodyText(result)));
  if (direct.status === 'pass' || !site.declaredSitemap) return direct;
  const declared = site.declaredSitemap;
  if (!answered(declared)) return { ...direct, evidence: [...direct.evidence, `sitemap named in robots.txt (${declared.url}) did not answer 2xx`] };
  return fromVerdict(declared.finalUrl, validateSitemap(bodyText(declared)), [`sitemap named in robots.txt: ${declared.url}`]);
}

export const SITE_CHECKS: CheckDefinition[] = [
  {
    id: 'docs.reachable',
    surface: 'docs',
    title: 'Documentation reachable at /docs, /docs.md or linked from llms.txt',
    weight: 6,
    core: true,
    standard: 'HTTP (RFC 9110)',
    fix: 'Serve your documentation at /docs (and a markdown copy at /docs.md), or link its pages from llms.txt.',
    run: docsReachable,
  },
  {
    id: 'docs.markdown',
    surface: 'docs',
    title: 'Docs served as markdown on request (Accept: text/markdown)',
    weight: 4,
    core: false,
    standard: 'HTTP content negotiation (RFC 9110 Accept) with text/markdown (RFC 7763)',
    fix: 'Answer GET /docs with Accept: text/markdown using Content-Type: text/markdown, or publish /docs.md as text/markdown.',
    run: docsMarkdown,
  },
  {
    id: 'docs.matches_openapi',
    surface: 'docs',
    title: 'The API address the docs give lies on a server the OpenAPI document declares',
    weight: 3,
    core: false,
    standard: 'OpenAPI 3.1 (servers)',
    fix: 'Make the base URL and the example calls in your docs use a server URL your OpenAPI document declares (same host, same version prefix), or add that server to the document.',
    run: docsAgreeWithOpenApi,
  },
  {
    id: 'pricing.page',
    surface: 'pricing',
    title: 'Pricing page states prices or plans',
    weight: 4,
    core: false,
    standard: 'pricing.md convention for agents (markdown)',
    fix: 'Publish /pricing (and /pricing.md) stating plans, prices, limits and what is free, so agents can judge cost before calling.',
    run: (site) => judgeResource(site, ['pricing_md', 'pricing'], (result) => validatePricingText(bodyText(result))),
  },
  {
    id: 'robots_txt.present',
    surface: 'robots_txt',
    title: 'robots.txt present and not blocking agents from everything',
    weight: 4,
    core: true,
    standard: 'RFC 9309 (Robots Exclusion Protocol)',
    fix: 'Serve /robots.txt as text/plain with User-agent groups that allow your public docs and discovery files, plus a Sitemap: line.',
    run: (site) => judgeResource(site, ['robots'], (result) => validateRobots(bodyText(result))),
  },
  {
    id: 'sitemap.present',
    surface: 'sitemap',
    title: 'Sitemap at /sitemap.xml or named in robots.txt',
    weight: 3,
    core: false,
    standard: 'Sitemaps protocol 0.9 (sitemaps.org)',
    fix: 'Publish /sitemap.xml listing your docs, pricing and discovery files, and name it in robots.txt.',
    run: sitemapPresent,
  },
  {
    id: 'cors.discovery',
    surface: 'cors',
    title: 'Discovery files readable cross-origin (CORS)',
    weight: 4,
    core: false,
    standard: 'Fetch Standard CORS (Access-Control-Allow-Origin)',
    fix: 'Send Access-Control-Allow-Origin: * on /openapi.json, /.well-known/* and /llms.txt so browser-based agents can read them.',
    run: corsOnDiscovery,
  },
];
