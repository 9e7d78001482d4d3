/**
 * Names coordinated in one list share its reading: "Reading, Oxford and Bath", "Lima then Cusco", "modica, noto e scicli".
 * A list is a run of names each joined to the next by a list word, a comma or a word setting the next stop of a route.
 */

/** Words setting the next stop of a route after the last ("Lima then Cusco", "Bari e poi Lecce", "Salta, luego Cafayate"). */
export const SEQUENCE_WORDS: ReadonlySet<string> = new Set([
  'then',
  'afterwards',
  'puis',
  'ensuite',
  'luego',
  'despues',
  'dann',
  'danach',
  'anschliessend',
  'poi',
  'dopo',
  'depois',
]);

/** The run each name belongs to: `joinedNext[k]` says name k is joined to name k + 1. Runs are numbered from 0 in text order. */
export function runsOf(joinedNext: readonly boolean[], count: number): number[] {
  const run: number[] = [];
  for (let k = 0, id = 0; k < count; k++) {
    run.push(id);
    if (!joinedNext[k]) id++;
  }
  return run;
}

/**
 * The names a list vouches for, weighed by how unlikely chance is: two names no language uses as words lying within a day's
 * drive of each other ("naxos + paros"), or three names or more that all lie near another of the list ("split, hvar and
 * then vis"). Words that merely happen to name places are seldom so close; a word of the list still weighs its own odds.
 */
export function vouchedByList(run: readonly number[], rare: readonly boolean[], near: (a: number, b: number) => boolean): Set<number> {
  const vouched = new Set<number>();
  const members = (id: number) => run.flatMap((r, k) => (r === id ? [k] : []));
  for (const id of new Set(run)) {
    const list = members(id);
    if (list.length < 2) continue;
    const clustered = list.length >= 3 && list.every((a) => list.some((b) => b !== a && near(a, b)));
    for (const a of list) {
      if (clustered || (rare[a] && list.some((b) => b !== a && rare[b] && near(a, b)))) vouched.add(a);
    }
  }
  return vouched;
}
