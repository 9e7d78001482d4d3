import type { ItemCategory, ItemReading } from '../contracts/goods.js';
import { classifyItem } from './category.js';
import { readListing, type ListingReading } from './listing/read.js';

/** What svc understood the item to be: its category, its reading, and the terms sent to providers. */
export interface ItemUnderstanding {
  /** The text that names the item, as written. */
  text: string;
  category: ItemCategory;
  reading: ListingReading;
  /** Identity terms without colours and descriptors, at most MAX_QUERY_TERMS: what providers search for. */
  query: string;
  terms: string[];
  item: ItemReading;
}

/** Terms sent to providers; more only narrows a keyword search without naming the item better. */
const MAX_QUERY_TERMS = 8;

/** Listings whose category is vehicles read trims (LX, SE) as trims; everything else reads them as words. */
export const readFor = (text: string, category: ItemCategory): ListingReading => readListing(text, { vehicle: category === 'vehicles' });

export function itemReading(reading: ListingReading): ItemReading {
  return {
    identity_terms: reading.identity.map((t) => t.text),
    variants: reading.identity.filter((t) => t.kind === 'variant').map((t) => t.text),
    trims: reading.identity.filter((t) => t.kind === 'trim').map((t) => t.text),
    year: reading.year,
    mileage: reading.mileage,
    storage_gb: reading.storageGb,
    memory_gb: reading.memoryGb,
    screen_inches: reading.screenInches,
    generation: reading.generation,
  };
}

/**
 * Reads the text that names the item (a title or item_query). The description only helps
 * choose the category: model words in a description often name other items ("fits the
 * iPhone 13 Pro"), so they never change what the item is.
 */
export function understandItem(text: string, description: string | null): ItemUnderstanding {
  const category = classifyItem(text, description);
  const reading = readFor(text, category);
  const strong = reading.identity.filter((t) => t.kind !== 'colour' && t.kind !== 'descriptor').map((t) => t.text);
  const queryTerms = (strong.length > 0 ? strong : reading.identity.map((t) => t.text)).slice(0, MAX_QUERY_TERMS);
  return { text, category, reading, query: queryTerms.join(' '), terms: reading.identity.map((t) => t.text), item: itemReading(reading) };
}
