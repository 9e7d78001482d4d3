import type { Lang } from './language.js';

/**
 * A table per request language, built on the first request in that language and kept: a start
 * and a search in one language build one table, not one for each of the six.
 */
export function perLanguage<T>(build: (lang: Lang) => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    let table = built.get(lang);
    if (table === undefined) {
      table = build(lang);
      built.set(lang, table);
    }
    return table;
  };
}
