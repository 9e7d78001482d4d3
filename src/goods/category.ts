import type { ItemCategory } from '../contracts/goods.js';
import { bicyclePrices, categoryGuides, europeanVehiclePrices, vehiclePrices } from './data.js';
import { listingTokens } from './listing/tokens.js';
import { memoize } from './memo.js';

/**
 * Category classifier: every category in
 * data/goods/categories.json lists words and phrases with a weight of evidence. A text's
 * score for a category is the sum of the weights of the phrases it contains (each phrase
 * once); title words count double because a description mentions other things ("fits in
 * any car"), and a category the title says nothing about needs DESCRIPTION_ONLY_SCORE from
 * the description alone. The highest score wins, ties going to the category listed first;
 * below MIN_SCORE the item is generic. A maker followed by one of its models in the used-price fits
 * ("SEAT Leon", "Trek Slash") is evidence of its category too, at FITTED_MODEL_WEIGHT: the fits
 * know the makers and models listings name, and a maker's name alone may be an ordinary word ("Seat").
 */
const MIN_SCORE = 2;
const DESCRIPTION_ONLY_SCORE = 5;
const TITLE_FACTOR = 2;
const FITTED_MODEL_WEIGHT = 5;

interface Phrase {
  category: ItemCategory;
  /** Index of the phrase across all categories: each phrase counts once per text. */
  id: number;
  words: string[];
  weight: number;
}

/** The makers and models of the used-price fits, by the category they price. */
const fittedModels = (): Array<{ category: ItemCategory; models: ReadonlyArray<{ maker: string; title: string }> }> => [
  { category: 'vehicles', models: [...vehiclePrices().models, ...europeanVehiclePrices().models] },
  { category: 'bikes', models: bicyclePrices().models },
];

let compiled: { order: ItemCategory[]; byFirstWord: Map<string, Phrase[]> } | undefined;

/** Phrases indexed by their first word, so a text is scanned once whatever the table's size. */
function table() {
  if (compiled) return compiled;
  const byFirstWord = new Map<string, Phrase[]>();
  let id = 0;
  const add = (category: ItemCategory, text: string, weight: number) => {
    const words = listingTokens(text).map((t) => t.text);
    const first = words[0];
    if (first === undefined) return;
    const listed = byFirstWord.get(first) ?? [];
    listed.push({ category, id: (id += 1), words, weight });
    byFirstWord.set(first, listed);
  };
  for (const { category, phrases } of categoryGuides().categories) {
    for (const [text, weight] of Object.entries(phrases)) add(category, text, weight);
  }
  for (const { category, models } of fittedModels()) {
    // Both vehicle fits name some models ("Toyota Camry"): each pair is one phrase.
    for (const name of new Set(models.map((m) => `${m.maker} ${m.title}`))) add(category, name, FITTED_MODEL_WEIGHT);
  }
  compiled = { order: categoryGuides().categories.map((c) => c.category), byFirstWord };
  return compiled;
}

/** The phrases a text contains, each once. */
const phrasesIn = memoize((text: string): Phrase[] => {
  const tokens = listingTokens(text).map((t) => t.text);
  const found = new Map<number, Phrase>();
  tokens.forEach((token, i) => {
    for (const phrase of table().byFirstWord.get(token) ?? []) {
      if (phrase.words.every((w, k) => tokens[i + k] === w)) found.set(phrase.id, phrase);
    }
  });
  return [...found.values()];
});

/** Texts in order of authority: the title (and item_query) first, then the description. */
export function classifyItem(title: string, description: string | null = null): ItemCategory {
  const fromTitle = new Map<ItemCategory, number>();
  const fromDescription = new Map<ItemCategory, number>();
  const inTitle = new Set<number>();
  for (const p of phrasesIn(title)) {
    inTitle.add(p.id);
    fromTitle.set(p.category, (fromTitle.get(p.category) ?? 0) + p.weight * TITLE_FACTOR);
  }
  for (const p of description ? phrasesIn(description) : []) {
    if (!inTitle.has(p.id)) fromDescription.set(p.category, (fromDescription.get(p.category) ?? 0) + p.weight);
  }
  let best: { category: ItemCategory; score: number } = { category: 'generic', score: 0 };
  for (const category of table().order) {
    const t = fromTitle.get(category) ?? 0;
    const d = fromDescription.get(category) ?? 0;
    const score = t > 0 || d >= DESCRIPTION_ONLY_SCORE ? t + d : 0;
    if (score > best.score) best = { category, score };
  }
  return best.score >= MIN_SCORE ? best.category : 'generic';
}
