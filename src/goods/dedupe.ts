import type { Candidate } from './normalize.js';
import { readListing } from './listing/read.js';

/**
 * Near-identical listings (the same item cross-posted, re-listed, or present in two
 * providers) are merged: titles with Jaccard term overlap >= 0.85, prices within 2%,
 * and nothing that tells them apart (different known sellers or different places).
 * The freshest copy is kept and names the others in duplicate_listing_ids.
 */
const TITLE_JACCARD = 0.85;
const PRICE_TOLERANCE = 0.02;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let inter = 0;
  for (const t of a) if (b.has(t)) inter += 1;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

const differ = (x: string | null | undefined, y: string | null | undefined) => !!x && !!y && x.toLowerCase() !== y.toLowerCase();

function sameItem(a: Candidate, b: Candidate, ta: ReadonlySet<string>, tb: ReadonlySet<string>): boolean {
  const la = a.listing;
  const lb = b.listing;
  if (la.url === lb.url) return true;
  if (la.price.currency !== lb.price.currency) return false;
  const hi = Math.max(la.price.value, lb.price.value);
  if (hi > 0 && Math.abs(la.price.value - lb.price.value) / hi > PRICE_TOLERANCE) return false;
  if (jaccard(ta, tb) < TITLE_JACCARD) return false;
  if (differ(la.seller?.seller_id, lb.seller?.seller_id) && la.provider === lb.provider) return false;
  return !differ(la.location?.postal_code, lb.location?.postal_code) && !differ(la.location?.label, lb.location?.label);
}

const freshness = (c: Candidate) => Date.parse(c.listing.freshness.listed_at ?? c.listing.freshness.captured_at ?? '') || 0;

export function dedupe(candidates: readonly Candidate[]): { kept: Candidate[]; removed: number } {
  const ordered = [...candidates].sort((a, b) => freshness(b) - freshness(a));
  const terms = new Map(ordered.map((c) => [c, new Set(readListing(c.listing.title, { vehicle: false }).identity.map((t) => t.text))]));
  const kept: Candidate[] = [];
  for (const c of ordered) {
    const own = terms.get(c) as Set<string>;
    const twin = kept.find((k) => sameItem(k, c, terms.get(k) as Set<string>, own));
    if (twin) twin.listing.duplicate_listing_ids.push(c.listing.listing_id);
    else kept.push(c);
  }
  return { kept, removed: candidates.length - kept.length };
}
