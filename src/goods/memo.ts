/**
 * A bounded memo for pure functions of listing text. Snapshot listings are re-read on every
 * request, and reading a title is the same work each time; the bound keeps memory flat
 * whatever texts arrive (the whole memo is dropped when full, which is cheap and simple).
 */
export function memoize<R>(fn: (key: string) => R, max = 20_000): (key: string) => R {
  const cache = new Map<string, R>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= max) cache.clear();
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
