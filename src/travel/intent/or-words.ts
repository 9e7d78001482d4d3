import { ARTICLES } from './articles.js';
import type { Lang } from './language.js';

/**
 * "or" in each request language: the words that offer one thing or another ("the 5th or the 12th", "Herbstferien oder
 * Weihnachten", "Verona o Bergamo", "Sevilla u Oporto"); German also writes it "od.".
 */
export const OR_BY_LANG: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['or']),
  fr: new Set(['ou']),
  es: new Set(['o', 'u']),
  de: new Set(['oder', 'od']),
  it: new Set(['o', 'oppure']),
  pt: new Set(['ou']),
};

/** "or" in any request language, for readers that do not ask which one the request is in. */
export const OR: ReadonlySet<string> = new Set(Object.values(OR_BY_LANG).flatMap((words) => [...words]));

/** "or" in any request language but Portuguese "o", which is also "the" ("o Porto"): read without the language, it joins nothing. */
export const OR_NOT_ARTICLE: ReadonlySet<string> = new Set([...OR].filter((w) => !ARTICLES.has(w)));

/** "or", and the words that set two choices against each other ("Lisbon vs Porto", "fly versus drive"). */
export const OR_VERSUS: ReadonlySet<string> = new Set([...OR, 'vs', 'versus', 'v']);

/** "or", the words that announce it ("either", "entweder"), Italian "ovvero" and the slash ("Croatia/Portugal"). */
export const EITHER_OR: ReadonlySet<string> = new Set([...OR, 'either', 'entweder', 'ovvero', '/']);
