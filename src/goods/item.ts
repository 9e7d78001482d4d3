import type { ItemCategory, ItemReading } from '../contracts/goods.js';
import { classifyItem } from './category.js';
import { legoSetRecord, setNumberIn } from './lego-records.js';
import { statedModel } from './listing/identity.js';
import { readListing, type ListingReading } from './listing/read.js';

/** What svc understood the item to be: its category, its reading, and the terms sent to providers. */
export interface ItemUnderstanding {
  /** The text that names the item, as written: the title, followed by a model its description declares when the title names none. */
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
 * A model the description declares with a marker ("Model: EOS R8", "Modellnummer DHP484", "modèle
 * ECAM370.95", "modelo WH-1000XM4"): one or two words after the marker, at least one with a digit.
 */
const DECLARED_MODEL =
  /(?:^|[\s(,;:])(?:model(?:l)?(?: ?number| no\.?| ?nummer)?|mod[eè]le|modelo|modello|r[eé]f[eé]rence)(?:\s*[:#]\s*|\s+)([\p{L}\d][\p{L}\d.\-/+]*(?: [\p{L}\d][\p{L}\d.\-/+]*)?)/iu;

function declaredModel(description: string | null): string | null {
  const words = description ? DECLARED_MODEL.exec(description)?.[1] : undefined;
  return words && /\d/.test(words) ? words : null;
}

/**
 * The LEGO set number a description gives for a title that names LEGO and a line or theme but no
 * set ("LEGO Star Wars Millennium Falcon" with "set 75192" below): the number, not the line, names the set.
 */
function declaredSet(title: ListingReading, description: string | null): string | null {
  if (!description || !title.identity.some((t) => t.text === 'lego') || legoSetRecord(title)) return null;
  return setNumberIn(description);
}

/**
 * Reads the text that names the item (a title or item_query). The description only helps
 * choose the category: model words in a description often name other items ("fits the
 * iPhone 13 Pro"), so they never change what the item is, except a model the description
 * declares with a marker ("Model: EOS R8") when the title names none, or the set number of a LEGO
 * title naming no set: it is read after the title.
 */
export function understandItem(title: string, description: string | null): ItemUnderstanding {
  const category = classifyItem(title, description);
  const own = readFor(title, category);
  const declared = statedModel(own, title, category).strong ? declaredSet(own, description) : declaredModel(description);
  const text = declared ? `${title} ${declared}` : title;
  const reading = declared ? readFor(text, category) : own;
  const strong = reading.identity.filter((t) => t.kind !== 'colour' && t.kind !== 'descriptor').map((t) => t.text);
  const queryTerms = (strong.length > 0 ? strong : reading.identity.map((t) => t.text)).slice(0, MAX_QUERY_TERMS);
  return { text, category, reading, query: queryTerms.join(' '), terms: reading.identity.map((t) => t.text), item: itemReading(reading) };
}
