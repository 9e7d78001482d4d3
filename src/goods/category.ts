import type { ItemCategory } from '../contracts/goods.js';
import { tokenize } from './text.js';

/**
 * Keyword lists that pick the category whose checks and seller questions apply.
 * Vehicles are tested first so "bike rack for car" style titles do not become bikes
 * only by accident of order; ties go to the earlier category.
 */
const CATEGORY_WORDS: ReadonlyArray<readonly [ItemCategory, ReadonlySet<string>]> = [
  ['vehicles', new Set(['car', 'truck', 'suv', 'sedan', 'coupe', 'minivan', 'van', 'motorcycle', 'scooter', 'vin', 'mileage', 'honda', 'toyota', 'ford', 'chevrolet', 'chevy', 'nissan', 'subaru', 'tesla', 'civic', 'corolla', 'camry', 'accord', 'f150', 'jeep', 'hyundai', 'kia', 'mazda', 'volkswagen', 'vw', 'bmw', 'audi'])],
  ['bikes', new Set(['bike', 'bicycle', 'ebike', 'cycling', 'trek', 'specialized', 'cannondale', 'giant', 'schwinn', 'bianchi', 'brompton', 'shimano', 'mtb', 'roadbike', 'fixie', 'bmx'])],
  ['electronics', new Set(['iphone', 'ipad', 'macbook', 'laptop', 'phone', 'smartphone', 'tablet', 'galaxy', 'pixel', 'camera', 'lens', 'console', 'playstation', 'ps5', 'ps4', 'xbox', 'nintendo', 'switch', 'headphones', 'airpods', 'tv', 'monitor', 'gpu', 'rtx', 'drone', 'dji', 'kindle', 'watch', 'sony', 'canon', 'nikon', 'speaker', 'computer', 'pc', 'imac', 'thinkpad', 'dell', 'lenovo', 'samsung', 'apple'])],
  ['furniture', new Set(['sofa', 'couch', 'sectional', 'chair', 'desk', 'table', 'dresser', 'bed', 'mattress', 'bookshelf', 'shelf', 'cabinet', 'ikea', 'aeron', 'nightstand', 'wardrobe', 'ottoman', 'recliner', 'loveseat'])],
];

export function detectCategory(...texts: Array<string | null | undefined>): ItemCategory {
  const tokens = new Set(texts.flatMap((t) => (t ? tokenize(t) : [])));
  let best: { category: ItemCategory; hits: number } = { category: 'generic', hits: 0 };
  for (const [category, words] of CATEGORY_WORDS) {
    let hits = 0;
    for (const w of words) if (tokens.has(w)) hits += 1;
    if (hits > best.hits) best = { category, hits };
  }
  return best.category;
}
