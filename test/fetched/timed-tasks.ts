/**
 * Reader tasks for tests of the content pool itself. Each reports when it ran by the wall clock,
 * which the reader threads share with the test.
 */
export const TASKS = {
  /** Holds its thread for `ms` without yielding, as a long parse does. */
  hold: ({ ms }: { ms: number }) => {
    const start = Date.now();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return { start, end: Date.now() };
  },
  /** Fills the thread's heap with `mb` MB of objects it lets go when it returns: the thread stays grown until it collects. */
  grow: ({ mb }: { mb: number }) => {
    const chunks: number[][] = [];
    for (let i = 0; i < mb; i++) chunks.push(new Array<number>(131_072).fill(i + 0.5));
    return chunks.length;
  },
};
