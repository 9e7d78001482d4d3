import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentPool, liveMemoryBytes } from '../../src/fetched/pool.js';
import type { TASKS } from './timed-tasks.js';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
/** Generous: the point is the order reads run in, not how fast a loaded machine runs them. */
const BUDGET_MS = 60_000;

/**
 * The content readers run one read at a time while the process is over its memory ceiling. The
 * ceiling is on live memory, so reads run side by side again once the memory is freed, however
 * much the process keeps resident (here: a reader thread whose heap grew and has not collected).
 */
describe('the content readers memory ceiling', () => {
  collect();
  const ceilingMb = Math.ceil(liveMemoryBytes() / MB) + 64;
  const pool = createContentPool({ memoryCeilingMb: ceilingMb });
  const reader = pool.reader<typeof TASKS>('./timed-tasks', import.meta.url);
  afterAll(() => pool.close());

  /** Two reads of different callers at once: whether the second started before the first ended. */
  async function sideBySide(): Promise<boolean> {
    const [a, b] = await Promise.all([reader.forCaller('a').run('hold', { ms: 1000 }, BUDGET_MS), reader.forCaller('b').run('hold', { ms: 1000 }, BUDGET_MS)]);
    if (!a.ok || !b.ok) throw new Error(`a read failed: ${JSON.stringify([a, b])}`);
    return Math.max(a.value.start, b.value.start) < Math.min(a.value.end, b.value.end);
  }

  it('reads side by side below the ceiling, also after a reader thread grew', async () => {
    expect(await reader.run('grow', { mb: 48 }, BUDGET_MS)).toMatchObject({ ok: true, value: 48 });
    console.log(`live ${Math.round(liveMemoryBytes() / MB)} MB, ceiling ${ceilingMb} MB, resident ${Math.round(process.memoryUsage.rss() / MB)} MB`);
    expect(await sideBySide()).toBe(true);
  });

  it('reads one at a time while live memory is over the ceiling, and side by side again once it is freed', async () => {
    let held: Buffer | null = Buffer.alloc(128 * MB, 1);
    expect(await sideBySide()).toBe(false);
    expect(held.length).toBe(128 * MB);
    held = null;
    // The buffer's memory is returned once a collection has swept it, which may finish off the main thread.
    const freedBy = Date.now() + 10_000;
    while (liveMemoryBytes() >= ceilingMb * MB && Date.now() < freedBy) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`live ${Math.round(liveMemoryBytes() / MB)} MB after freeing, ceiling ${ceilingMb} MB`);
    expect(await sideBySide()).toBe(true);
  });
});
