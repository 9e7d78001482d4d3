import type { TravelResearchEvidence } from '../../contracts/travel.js';
import { categorySpec } from './categories.js';
import type { ResearchConfig } from './config.js';
import { clip, httpUrl, officialLooking, stripTags } from './text.js';
import { fetchJson, ProviderFailure, type HttpDeps } from './http.js';
import { Limiter, type CategoryFinding, type LiveProvider } from './types.js';

/**
 * search_provider_a: the Brave Search API web search wire format.
 * Request: GET {base}/res/v1/web/search?q=...&count=N with `X-Subscription-Token: <key>` and
 * `Accept: application/json`. Response: `{ web: { results: [{ title, url, description, page_age?, age? }] } }`
 * (no `web` object when nothing matched). Results become evidence; nothing here is availability.
 */

interface WireResult {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  page_age?: unknown;
  age?: unknown;
}

export function searchProviderA(config: ResearchConfig['searchProviderA'], deps: HttpDeps): LiveProvider {
  const limiter = new Limiter(config.concurrency);
  const configured = config.apiKey !== null;
  return {
    name: 'search_provider_a',
    state: configured ? 'configured' : 'pending_credentials',
    stateReason: configured ? '' : 'search_provider_a has no API key (SEARCH_PROVIDER_A_API_KEY): pending_credentials',
    covers: () => true,
    async find(subject, category, now) {
      if (!configured) throw new ProviderFailure('not_configured', 'search_provider_a: pending_credentials');
      const query = `${subject.name} ${subject.country} ${categorySpec(category).searchPhrase}`;
      const url = `${config.baseUrl}/res/v1/web/search?${new URLSearchParams({ q: query, count: String(config.resultsPerQuery) })}`;
      const init = { headers: { accept: 'application/json', 'x-subscription-token': config.apiKey ?? '' } };
      const body = await limiter.run(() => fetchJson(url, init, config, deps));
      return { evidence: toEvidence(body, category, now, config.resultsPerQuery), places: [] } satisfies CategoryFinding;
    },
  };
}

function wireResults(body: unknown): WireResult[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ProviderFailure('malformed', 'expected a JSON object');
  const web = (body as { web?: unknown }).web;
  if (web === undefined) return [];
  const results = web !== null && typeof web === 'object' ? (web as { results?: unknown }).results : undefined;
  if (!Array.isArray(results)) throw new ProviderFailure('malformed', 'web.results is not an array');
  return results.filter((r): r is WireResult => r !== null && typeof r === 'object');
}

export function toEvidence(body: unknown, category: string, now: Date, limit: number): TravelResearchEvidence[] {
  const out: TravelResearchEvidence[] = [];
  for (const r of wireResults(body)) {
    const url = httpUrl(r.url);
    const title = typeof r.title === 'string' ? clip(stripTags(r.title), 500) : '';
    if (!url || !title) continue;
    const description = typeof r.description === 'string' ? clip(stripTags(r.description), 480) : '';
    const age = typeof r.page_age === 'string' ? r.page_age : typeof r.age === 'string' ? r.age : null;
    out.push({
      category,
      title,
      url,
      source: 'search_provider_a',
      retrieved_at: now.toISOString(),
      freshness_days: 0,
      confidence: officialLooking(url) ? 'medium' : 'low',
      supports: [category, ...(description ? [description] : [])],
      caveats: [
        'Web search result: svc did not open or check the page.',
        ...(age ? [`The provider dates the page ${clip(age, 60)}.`] : []),
        'Evidence only: not availability, rates or airfare.',
      ],
    });
    if (out.length >= limit) break;
  }
  return out;
}
