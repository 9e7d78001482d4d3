import { editDistanceAtMost2 } from './text.js';

/**
 * Typo repair before reading: a word one edit away (two for same-length words of 8+ letters) from a word
 * the readers rely on ("feburary", "cheep", "beech", "redwods", "adlts") is replaced by it.
 * Inflections ("concerts") and real words that happen to be close ("match", "bench") stay.
 */
const VOCABULARY = [
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'cheap', 'beach', 'adults', 'children', 'toddler', 'snorkeling', 'redwoods', 'vineyards', 'wineries', 'skiing',
  'hiking', 'museums', 'mountains', 'restaurants', 'wildlife', 'nightlife', 'weekend', 'honeymoon', 'wheelchair',
  'festival', 'concert', 'budget', 'luxury', 'architecture', 'history', 'adventure', 'surfing', 'shopping', 'wellness',
];
const REAL_WORDS = new Set([
  'match', 'marsh', 'bench', 'teach', 'reach', 'peach', 'leach', 'cheer', 'cheek', 'biking', 'liking', 'hiring', 'hiding',
  'peaches', 'reaches', 'teaches', 'breaches', 'vulture', 'fountains', 'stopping', 'shipping', 'chopping', 'whopping',
  'surging', 'turfing', 'budge', 'gadget', 'concerto', 'skiing', 'skying', 'mountain', 'museum', 'restaurant',
]);

function repair(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 5 || REAL_WORDS.has(lower) || VOCABULARY.includes(lower)) return word;
  // Two edits only between words of equal length (swapped letters); the first letter must agree.
  const limit = (v: string) => (lower.length >= 8 && v.length === lower.length ? 2 : 1);
  const hit = VOCABULARY.find(
    (v) => v[0] === lower[0] && !v.startsWith(lower) && !lower.startsWith(v) && editDistanceAtMost2(v, lower) <= limit(v),
  );
  if (!hit) return word;
  return word[0] === word[0]?.toUpperCase() ? hit[0]?.toUpperCase() + hit.slice(1) : hit;
}

export function repairTypos(text: string): string {
  return text.replace(/[A-Za-z]+/g, repair);
}
