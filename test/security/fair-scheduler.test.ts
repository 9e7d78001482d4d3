import { describe, expect, it } from 'vitest';
import { FairScheduler, QueueWaitError } from '../../src/fetched/fair-scheduler.js';

/** Jobs that finish when told to, recording the order they started in. */
function harness(options: { slots: number; perCaller: number; admit?: () => boolean; waitMs?: number }) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const scheduler = new FairScheduler({ admit: () => true, recheckMs: 5, ...options });
  const submit = (caller: string, name: string) =>
    scheduler.submit(
      caller,
      () => {
        started.push(name);
        return new Promise<string>((resolve) => finish.set(name, () => resolve(name)));
      },
      options.waitMs ?? 60_000,
    );
  const done = async (name: string) => {
    finish.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { scheduler, started, submit, done };
}

describe('fair scheduler of content reads', () => {
  it('gives a newcomer the next free slot, ahead of the queue another caller built up', async () => {
    const { started, submit, done } = harness({ slots: 2, perCaller: 1 });
    const storm = Array.from({ length: 20 }, (_, i) => submit('hostile', `h${i}`));
    expect(started).toEqual(['h0']);
    const healthy = submit('healthy', 'ok');
    expect(started).toEqual(['h0', 'ok']);
    await done('ok');
    await expect(healthy).resolves.toBe('ok');
    await done('h0');
    expect(started).toEqual(['h0', 'ok', 'h1']);
    for (let i = 1; i < 20; i++) await done(`h${i}`);
    await expect(Promise.all(storm)).resolves.toHaveLength(20);
  });

  it('takes callers in turn, each in its own order', async () => {
    const { started, submit, done } = harness({ slots: 1, perCaller: 1 });
    for (const name of ['a1', 'a2', 'a3']) void submit('a', name);
    for (const name of ['b1', 'b2']) void submit('b', name);
    for (const name of ['a1', 'b1', 'a2', 'b2']) await done(name);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('over its memory ceiling starts no read beside a running one, yet always starts one when none runs', async () => {
    let underCeiling = false;
    const { started, submit, done, scheduler } = harness({ slots: 2, perCaller: 2, admit: () => underCeiling });
    void submit('a', 'a1');
    void submit('a', 'a2');
    void submit('b', 'b1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(['a1']);
    expect(scheduler.waiting).toBe(2);
    await done('a1');
    expect(started).toEqual(['a1', 'b1']);
    underCeiling = true;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it('a read that gets no slot within its wait leaves the queue with an error, and the queue goes on', async () => {
    const { started, submit, done, scheduler } = harness({ slots: 1, perCaller: 1, waitMs: 30 });
    const first = submit('a', 'a1');
    const late = submit('b', 'b1');
    await expect(late).rejects.toBeInstanceOf(QueueWaitError);
    expect(scheduler.waiting).toBe(0);
    const next = submit('b', 'b2');
    await done('a1');
    await expect(first).resolves.toBe('a1');
    expect(started).toEqual(['a1', 'b2']);
    await done('b2');
    await expect(next).resolves.toBe('b2');
  });
});
