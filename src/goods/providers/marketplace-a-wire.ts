import type { SourceListing, ProviderQuery } from './types.js';
import { conditionClassFromMarketplaceAId, MARKETPLACE_A_CONDITION_IDS } from '../condition.js';
import { classifyItem } from '../category.js';

/**
 * The marketplace_a wire format: eBay Browse API `item_summary/search` (request filter
 * syntax and the ItemSummary fields svc reads). Unknown fields are ignored; an item
 * without id, title, price or URL is skipped and counted.
 */

interface WireMoney {
  value?: unknown;
  currency?: unknown;
}
interface WireItem {
  itemId?: unknown;
  title?: unknown;
  shortDescription?: unknown;
  price?: WireMoney;
  condition?: unknown;
  conditionId?: unknown;
  seller?: { username?: unknown; feedbackPercentage?: unknown; feedbackScore?: unknown };
  itemWebUrl?: unknown;
  itemLocation?: { city?: unknown; stateOrProvince?: unknown; postalCode?: unknown; country?: unknown };
  itemCreationDate?: unknown;
  image?: { imageUrl?: unknown };
  additionalImages?: Array<{ imageUrl?: unknown }>;
  categories?: Array<{ categoryName?: unknown }>;
  distanceFromPickupLocation?: { value?: unknown; unitOfMeasure?: unknown };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The `filter` query parameter: price range, condition ids and local pickup radius. */
export function buildFilter(q: ProviderQuery): string | null {
  const parts: string[] = [];
  if (q.minPriceUsd !== null || q.maxPriceUsd !== null) {
    parts.push(`price:[${q.minPriceUsd ?? ''}..${q.maxPriceUsd ?? ''}]`, 'priceCurrency:USD');
  }
  const ids = q.conditionClasses.flatMap((c) => (c === 'unknown' ? [] : MARKETPLACE_A_CONDITION_IDS[c]));
  if (ids.length > 0) parts.push(`conditionIds:{${ids.join('|')}}`);
  if (q.postalCode && q.radiusMiles !== null) {
    parts.push(
      'pickupCountry:US',
      `pickupPostalCode:${q.postalCode}`,
      `pickupRadius:${Math.max(1, Math.round(q.radiusMiles))}`,
      'pickupRadiusUnit:mi',
      'deliveryOptions:{SELLER_ARRANGED_LOCAL_PICKUP}',
    );
  }
  return parts.length > 0 ? parts.join(',') : null;
}

export function mapItem(item: WireItem, retrievedAt: string): SourceListing | null {
  const id = str(item.itemId);
  const title = str(item.title);
  const value = num(item.price?.value);
  const currency = str(item.price?.currency);
  const url = str(item.itemWebUrl);
  if (!id || !title || value === null || value < 0 || !currency || !url) return null;
  const loc = item.itemLocation;
  const labelParts = [str(loc?.city), str(loc?.stateOrProvince), str(loc?.country)].filter((p): p is string => p !== null);
  const distance = num(item.distanceFromPickupLocation?.value);
  const unit = str(item.distanceFromPickupLocation?.unitOfMeasure);
  const feedbackPercent = num(item.seller?.feedbackPercentage);
  const feedbackScore = num(item.seller?.feedbackScore);
  const images = [item.image?.imageUrl, ...(item.additionalImages ?? []).map((i) => i.imageUrl)].map(str).filter((u): u is string => u !== null);
  const description = str(item.shortDescription);
  const categoryNames = (item.categories ?? []).map((c) => str(c.categoryName) ?? '').join(' ');
  return {
    id: `marketplace_a:${id}`,
    provider: 'marketplace_a',
    demoData: false,
    title,
    description,
    price: { value, currency },
    condition: str(item.condition),
    conditionClass: conditionClassFromMarketplaceAId(str(item.conditionId) ?? undefined),
    category: classifyItem(`${title} ${categoryNames}`),
    location: loc
      ? {
          label: labelParts.length > 0 ? labelParts.join(', ') : null,
          postal_code: str(loc.postalCode),
          country: str(loc.country)?.slice(0, 2) ?? null,
          lat: null,
          lon: null,
        }
      : null,
    providerDistanceMiles: distance === null ? null : unit === 'km' ? distance / 1.609344 : distance,
    seller: item.seller
      ? {
          seller_id: str(item.seller.username),
          feedback_score: feedbackScore === null ? null : Math.max(0, Math.round(feedbackScore)),
          feedback_percent: feedbackPercent === null ? null : Math.min(100, Math.max(0, feedbackPercent)),
          account_age_days: null,
        }
      : null,
    url,
    listedAt: validDate(str(item.itemCreationDate)),
    soldAt: null,
    capturedAt: null,
    retrievedAt,
    imageUrls: images,
  };
}

const validDate = (s: string | null): string | null => (s && !Number.isNaN(Date.parse(s)) ? new Date(s).toISOString() : null);

export function readItems(body: unknown): { items: WireItem[]; ok: boolean } {
  if (typeof body !== 'object' || body === null) return { items: [], ok: false };
  const summaries = (body as { itemSummaries?: unknown }).itemSummaries;
  if (summaries === undefined) return { items: [], ok: true };
  return Array.isArray(summaries) ? { items: summaries as WireItem[], ok: true } : { items: [], ok: false };
}

/** eBay error bodies: {"errors":[{"errorId":..,"message":..}]}; OAuth errors: {"error":..,"error_description":..}. */
export function describeWireError(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'no error detail';
  const errors = (body as { errors?: Array<{ errorId?: unknown; message?: unknown }> }).errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (first) return `error ${String(first.errorId ?? '?')}: ${String(first.message ?? '')}`.slice(0, 200);
  const oauth = body as { error?: unknown; error_description?: unknown };
  if (typeof oauth.error === 'string')
    return `${oauth.error}${typeof oauth.error_description === 'string' ? `: ${oauth.error_description}` : ''}`.slice(0, 200);
  return 'no error detail';
}
