import type { ProviderStatus } from '../../contracts/goods.js';
import { fetchWithRetry, ProviderHttpError, type RetryDeps, type RetryPolicy } from '../../net/http-retry.js';
import { buildFilter, describeWireError, mapItem, readItems } from './marketplace-a-wire.js';
import type { MarketplaceProvider, ProviderOutcome, ProviderQuery, SourceListing } from './types.js';

export interface MarketplaceAConfig {
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string;
  marketplaceId: string;
  timeoutMs: number;
  budgetMs: number;
  maxRetries: number;
}

/** OAuth client-credentials scope for public Buy API reads. */
const SCOPE = 'https://api.ebay.com/oauth/api_scope';
/** Refresh this long before the token's stated expiry, so no request races it. */
const EXPIRY_SKEW_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAtMs: number;
}

class UnauthorizedError extends Error {}

export function createMarketplaceA(config: MarketplaceAConfig, deps: RetryDeps & { now: () => Date }): MarketplaceProvider {
  let token: CachedToken | null = null;
  const policy: RetryPolicy = { timeoutMs: config.timeoutMs, budgetMs: config.budgetMs, maxRetries: config.maxRetries, baseDelayMs: 200 };
  const base = config.baseUrl.replace(/\/+$/, '');

  const status = (value: ProviderStatus['status'], message: string, count = 0, retrievedAt: string | null = null): ProviderStatus => ({
    provider: 'marketplace_a',
    status: value,
    evidence_label: 'marketplace_a_provider_listing',
    listing_count: count,
    message,
    retrieved_at: retrievedAt,
    snapshots: [],
  });

  async function accessToken(): Promise<string> {
    if (token && deps.now().getTime() < token.expiresAtMs - EXPIRY_SKEW_MS) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetchWithRetry(
      `${base}/identity/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPE }).toString(),
      },
      policy,
      deps,
    );
    const body = await readJson(response);
    if (!response.ok) throw new ProviderHttpError(`token request failed with HTTP ${response.status} (${describeWireError(body)})`, response.status);
    const accessTokenValue = (body as { access_token?: unknown }).access_token;
    const expiresIn = Number((body as { expires_in?: unknown }).expires_in);
    if (typeof accessTokenValue !== 'string' || !Number.isFinite(expiresIn))
      throw new ProviderHttpError('token response lacked access_token or expires_in', response.status);
    token = { value: accessTokenValue, expiresAtMs: deps.now().getTime() + expiresIn * 1000 };
    return token.value;
  }

  async function searchOnce(q: ProviderQuery): Promise<{ listings: SourceListing[]; skipped: number }> {
    const params = new URLSearchParams({ q: q.query, limit: String(Math.min(200, Math.max(1, q.limit))) });
    const filter = buildFilter(q);
    if (filter) params.set('filter', filter);
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'x-ebay-c-marketplace-id': config.marketplaceId,
      accept: 'application/json',
    };
    if (q.postalCode) headers['x-ebay-c-enduserctx'] = `contextualLocation=${encodeURIComponent(`country=US,zip=${q.postalCode}`)}`;
    const response = await fetchWithRetry(`${base}/buy/browse/v1/item_summary/search?${params}`, { headers }, policy, deps);
    const body = await readJson(response);
    if (response.status === 401) throw new UnauthorizedError(`search rejected the access token with HTTP 401 (${describeWireError(body)})`);
    if (!response.ok) throw new ProviderHttpError(`search failed with HTTP ${response.status} (${describeWireError(body)})`, response.status);
    const { items, ok } = readItems(body);
    if (!ok) throw new ProviderHttpError('search response was not in the expected item_summary format', response.status);
    const retrievedAt = deps.now().toISOString();
    const listings = items.map((item) => mapItem(item, retrievedAt)).filter((l): l is SourceListing => l !== null);
    return { listings, skipped: items.length - listings.length };
  }

  return {
    name: 'marketplace_a',
    async search(q: ProviderQuery): Promise<ProviderOutcome> {
      if (!config.clientId || !config.clientSecret) {
        return {
          status: status(
            'pending_credentials',
            'marketplace_a is not configured (MARKETPLACE_A_CLIENT_ID and MARKETPLACE_A_CLIENT_SECRET); no provider listings were fetched.',
          ),
          listings: [],
        };
      }
      try {
        let result;
        try {
          result = await searchOnce(q);
        } catch (error) {
          if (!(error instanceof UnauthorizedError)) throw error;
          token = null; // The token was revoked or expired early: fetch a new one once.
          result = await searchOnce(q);
        }
        const skippedNote = result.skipped > 0 ? ` ${result.skipped} malformed item(s) skipped.` : '';
        return {
          status: status(
            'provider_live',
            `marketplace_a returned ${result.listings.length} listing(s).${skippedNote}`,
            result.listings.length,
            deps.now().toISOString(),
          ),
          listings: result.listings,
        };
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { status: status('unavailable', `marketplace_a unavailable: ${detail}`.slice(0, 500)), listings: [] };
      }
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
