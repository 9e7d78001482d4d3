import { readFor } from '../item.js';
import type { Candidate } from '../normalize.js';
import { referenceCheck } from '../reference.js';
import type { RuleInput } from './rules.js';

/** Who uses each photo URL across everything the providers returned for this request. */
export type PhotoIndex = Map<string, Set<string>>;

const ownerOf = (c: Candidate) => c.listing.seller?.seller_id ?? c.listing.listing_id;

export function buildPhotoIndex(candidates: readonly Candidate[]): PhotoIndex {
  const index: PhotoIndex = new Map();
  for (const c of candidates) {
    for (const url of c.source.imageUrls) {
      const owners = index.get(url) ?? new Set<string>();
      owners.add(ownerOf(c));
      index.set(url, owners);
    }
  }
  return index;
}

/** No market figures: the rules that need them report themselves not evaluated. */
export const NO_MARKET: RuleInput['market'] = { medianUsd: null, compsCount: 0 };

/** What the scam rules read about one provider listing (its price is judged against the market, not the used-price model). */
export function ruleInputFor(c: Candidate, market: RuleInput['market'], photos: PhotoIndex, now: Date): RuleInput {
  const owner = ownerOf(c);
  const category = c.listing.category;
  const price = c.listing.price_usd;
  return {
    title: c.source.title,
    description: c.source.description,
    category,
    reference: price === null ? null : referenceCheck(readFor(c.source.title, category), price, now, c.listing.condition_class),
    forParts: c.listing.condition_class === 'for_parts',
    estimate: null,
    theftOrCounterfeitTarget: false,
    seller: c.source.seller,
    imageUrls: c.source.imageUrls,
    priceUsd: price,
    market,
    otherSellersUsingPhoto: (url) => [...(photos.get(url) ?? [])].filter((o) => o !== owner).length,
  };
}
