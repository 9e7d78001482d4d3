/**
 * A decision about a place (which records apply to it, which airports serve it) made once, at the
 * place's first use, and kept with the place object for as long as it lives: candidates and
 * gazetteer places are built once and read by every request, so every later request reads the
 * decision instead of making it again.
 */
export function decidedPerPlace<P extends object, V>(decide: (place: P) => V): (place: P) => V {
  const kept = new WeakMap<P, V>();
  return (place) => {
    let value = kept.get(place);
    if (value === undefined) kept.set(place, (value = decide(place)));
    return value;
  };
}
