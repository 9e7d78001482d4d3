import type { Candidate } from '../normalize.js';
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

export function ruleInputFor(c: Candidate, market: RuleInput['market'], photos: PhotoIndex): RuleInput {
  const owner = ownerOf(c);
  return {
    title: c.source.title,
    description: c.source.description,
    seller: c.source.seller,
    imageUrls: c.source.imageUrls,
    priceUsd: c.listing.price_usd,
    market,
    otherSellersUsingPhoto: (url) => [...(photos.get(url) ?? [])].filter((o) => o !== owner).length,
  };
}
