import { sql } from 'kysely';
import { freshState, reserve, type ThrottleRule, type ThrottleState } from '../accounts/throttle.js';
import type { Db } from './db.js';
import { DAY_MS } from '../time-units.js';

export interface ThrottleRequest {
  subject: string;
  rule: ThrottleRule;
}

export interface ThrottleOutcome {
  allowed: boolean;
  retryAfterMs: number;
}

/** Rows of subjects quiet for this long (and not locked) are forgotten. */
export const FORGET_AFTER_MS = 2 * DAY_MS;

/**
 * Attempt reservations over the database, so every instance shares them. One transaction locks
 * the rows of all subjects of an attempt (PostgreSQL `FOR UPDATE`, in a fixed order so two
 * attempts never deadlock; SQLite serializes writers), decides, and writes: of N simultaneous
 * attempts exactly as many go ahead as the tightest allowance leaves.
 */
export class ThrottleStore {
  /**
   * Reservations of this instance run one at a time: a burst of attempts on one account would
   * otherwise hold every pooled connection while waiting for that account's row lock, and starve
   * the rest of the service. Each takes a few milliseconds; other instances are ordered by the lock.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Reserves one attempt against every subject, or none when any of them refuses (a refusing subject may start a lock). */
  reserve(requests: ThrottleRequest[], now: Date): Promise<ThrottleOutcome> {
    const run = this.queue.then(() => this.reserveNow(requests, now));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async reserveNow(requests: ThrottleRequest[], now: Date): Promise<ThrottleOutcome> {
    const ordered = [...requests].sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
    const fresh = freshState(now);
    return this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('auth_throttle')
        .values(ordered.map((r) => ({ subject_hash: r.subject, window_start: fresh.windowStart, count: 0, strikes: 0, locked_until: null })))
        .onConflict((oc) => oc.column('subject_hash').doNothing())
        .execute();
      let query = trx
        .selectFrom('auth_throttle')
        .selectAll()
        .where(
          'subject_hash',
          'in',
          ordered.map((r) => r.subject),
        )
        .orderBy('subject_hash');
      if (this.db.dialect === 'postgres') query = query.forUpdate();
      const rows = new Map((await query.execute()).map((row) => [row.subject_hash, row]));
      const decisions = ordered.map((r) => {
        const row = rows.get(r.subject);
        const state: ThrottleState = row
          ? { windowStart: row.window_start, count: Number(row.count), strikes: Number(row.strikes), lockedUntil: row.locked_until }
          : fresh;
        return { subject: r.subject, ...reserve(state, r.rule, now) };
      });
      const allowed = decisions.every((d) => d.allowed);
      // Every subject's new state when the attempt goes ahead; only the refusing ones (their locks) when not.
      const changed = decisions.filter((d) => allowed || !d.allowed);
      if (changed.length > 0) {
        await trx
          .insertInto('auth_throttle')
          .values(
            changed.map((d) => ({
              subject_hash: d.subject,
              window_start: d.state.windowStart,
              count: d.state.count,
              strikes: d.state.strikes,
              locked_until: d.state.lockedUntil,
            })),
          )
          .onConflict((oc) =>
            oc.column('subject_hash').doUpdateSet((eb) => ({
              window_start: eb.ref('excluded.window_start'),
              count: eb.ref('excluded.count'),
              strikes: eb.ref('excluded.strikes'),
              locked_until: eb.ref('excluded.locked_until'),
            })),
          )
          .execute();
      }
      return { allowed, retryAfterMs: Math.max(0, ...decisions.filter((d) => !d.allowed).map((d) => d.retryAfterMs)) };
    });
  }

  /** Gives a reservation back (the attempt succeeded and should not count as a failure). */
  async refund(subjects: string[]): Promise<void> {
    if (subjects.length === 0) return;
    await this.db.kysely
      .updateTable('auth_throttle')
      .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
      .where('subject_hash', 'in', subjects)
      .execute();
  }

  /**
   * Forgets subjects entirely (their failures and their back-off), and with them every subject
   * quiet for FORGET_AFTER_MS: done here, after a success, to keep reservations short. Returns the
   * rows deleted.
   */
  async clear(subjects: string[], now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
    const result = await this.db.kysely
      .deleteFrom('auth_throttle')
      .where((eb) =>
        eb.or([
          ...(subjects.length > 0 ? [eb('subject_hash', 'in', subjects)] : []),
          eb.and([eb('window_start', '<', cutoff), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)])]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets every subject quiet for FORGET_AFTER_MS: the retention job's sweep, since a success may never come. */
  forgetQuiet(now: Date): Promise<number> {
    return this.clear([], now);
  }
}
