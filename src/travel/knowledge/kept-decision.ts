/**
 * A decision about an object (which records apply to a place, which airports serve it, a trip's
 * dates and stay terms) made at the object's first use and kept with the object for as long as it
 * lives. Places are built once and read by every request, and a trip is read by every candidate of
 * its request, so every later read finds the decision instead of making it again; the decision goes
 * with its object, so nothing outlives what it was decided about.
 */
export function keptDecision<K extends object, V>(decide: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = decide(key)));
    return value;
  };
}
