import type { AggregatorSignals } from '../../contracts/travel.js';
import { AGGREGATOR_NOT_CONFIGURED, type ResearchScope, type ResearchSubject } from '../research-port.js';
import type { ResearchConfig } from './config.js';
import { fetchJson, ProviderFailure, type HttpDeps } from './http.js';
import { clip, httpUrl } from './text.js';
import { Limiter } from './types.js';

/**
 * Aggregator signals, modelled on SerpApi's Google Flights and Google Hotels JSON:
 * GET {base}/search.json?engine=google_flights&departure_id&arrival_id&outbound_date&return_date&currency=USD&api_key
 * -> `best_flights[].price` (and `other_flights[].price`); GET {base}/search.json?engine=google_hotels&q&check_in_date
 * &check_out_date&adults&currency=USD&api_key -> `properties[].name`, `properties[].rate_per_night.extracted_lowest`.
 * These are observed search-page prices: evidence only, never provider-backed fares or rates.
 */

const LABEL = 'aggregator_evidence_not_provider_backed' as const;
const CAVEAT = 'Prices observed on a search aggregator at observed_at: evidence only, not provider-backed fares or rates, not bookable, may have changed.';
const MAX_SNAPSHOTS = 5;

export interface Aggregator {
  readonly configured: boolean;
  signals(subject: ResearchSubject, scope: ResearchScope | undefined, now: Date): Promise<AggregatorSignals>;
}

export function aggregator(config: ResearchConfig['aggregator'], deps: HttpDeps): Aggregator {
  const limiter = new Limiter(config.concurrency);
  const { apiKey, baseUrl } = config;
  if (!apiKey) return { configured: false, signals: async () => ({ ...AGGREGATOR_NOT_CONFIGURED }) };
  const call = (params: Record<string, string>) =>
    limiter.run(() =>
      fetchJson(
        `${baseUrl}/search.json?${new URLSearchParams({ ...params, currency: 'USD', api_key: apiKey })}`,
        { headers: { accept: 'application/json' } },
        config,
        deps,
      ),
    );
  return {
    configured: true,
    async signals(subject, scope, now) {
      const dates = scope?.dates ?? null;
      if (!dates) return { ...empty(), status: 'unavailable', caveat: 'Aggregator configured, but the request has no dates to search with.' };
      const observed = now.toISOString();
      const [fares, hotels] = await Promise.allSettled([
        scope?.origin && scope.destinationAirport
          ? call({
              engine: 'google_flights',
              departure_id: scope.origin,
              arrival_id: scope.destinationAirport,
              outbound_date: dates[0],
              return_date: dates[1],
            }).then((b) => fareSnapshots(b, scope.origin!, scope.destinationAirport!, observed))
          : Promise.resolve([]),
        call({
          engine: 'google_hotels',
          q: `${subject.name}, ${subject.country}`,
          check_in_date: dates[0],
          check_out_date: dates[1],
          adults: String(scope?.adults ?? 2),
        }).then((b) => hotelSnapshots(b, observed)),
      ]);
      const failures = [fares, hotels].filter((r) => r.status === 'rejected').map((r) => (r.reason instanceof Error ? r.reason.message : String(r.reason)));
      const out: AggregatorSignals = {
        status: failures.length === 2 ? 'unavailable' : 'available',
        provider: 'aggregator',
        aggregator_fare_snapshots: fares.status === 'fulfilled' ? fares.value : [],
        hotel_rate_snapshots: hotels.status === 'fulfilled' ? hotels.value : [],
        caveat: clip(failures.length ? `${CAVEAT} Not retrieved: ${failures.join('; ')}.` : CAVEAT, 500),
      };
      return out;
    },
  };
}

const empty = (): AggregatorSignals => ({
  status: 'available',
  provider: 'aggregator',
  aggregator_fare_snapshots: [],
  hotel_rate_snapshots: [],
  caveat: CAVEAT,
});

function objectWith(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ProviderFailure('malformed', 'expected a JSON object');
  return body as Record<string, unknown>;
}

const price = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export function fareSnapshots(body: unknown, origin: string, destination: string, observedAt: string): AggregatorSignals['aggregator_fare_snapshots'] {
  const o = objectWith(body);
  const meta = o.search_metadata as { google_flights_url?: unknown } | undefined;
  const sourceUrl = httpUrl(meta?.google_flights_url);
  const flights = [...(Array.isArray(o.best_flights) ? o.best_flights : []), ...(Array.isArray(o.other_flights) ? o.other_flights : [])];
  return flights
    .map((f) => price((f as { price?: unknown } | null)?.price))
    .filter((p): p is number => p !== null)
    .slice(0, MAX_SNAPSHOTS)
    .map((p) => ({
      origin: origin.slice(0, 10),
      destination_airport: destination.slice(0, 10),
      price_usd: p,
      observed_at: observedAt,
      source_url: sourceUrl,
      label: LABEL,
    }));
}

export function hotelSnapshots(body: unknown, observedAt: string): AggregatorSignals['hotel_rate_snapshots'] {
  const o = objectWith(body);
  const properties = Array.isArray(o.properties) ? o.properties : [];
  const out: AggregatorSignals['hotel_rate_snapshots'] = [];
  for (const p of properties) {
    const item = p as { name?: unknown; link?: unknown; rate_per_night?: { extracted_lowest?: unknown } } | null;
    const nightly = price(item?.rate_per_night?.extracted_lowest);
    if (!item || typeof item.name !== 'string' || nightly === null) continue;
    out.push({ name: clip(item.name, 200), nightly_usd: nightly, observed_at: observedAt, source_url: httpUrl(item.link), label: LABEL });
    if (out.length >= MAX_SNAPSHOTS) break;
  }
  return out;
}
