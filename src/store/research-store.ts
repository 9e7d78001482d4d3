import type { Lease, ResearchCacheRow, ResearchJobRow, ResearchStore as ResearchStorePort } from '../travel/research/job-store.js';
import { storableJson, type Db } from './db.js';

/**
 * Research jobs and the evidence cache. Jobs are claimed with a lease: on PostgreSQL the open rows
 * are picked with FOR UPDATE SKIP LOCKED so concurrent instances never take the same job; on
 * SQLite the single UPDATE is atomic. Every write after a claim is fenced by (owner, attempt), so a
 * worker whose lease expired and was taken over cannot overwrite or finish the job again.
 */
export class ResearchStore implements ResearchStorePort {
  constructor(private readonly db: Db) {}

  async create(row: ResearchJobRow): Promise<void> {
    await this.db.kysely.insertInto('research_jobs').values(storableJob(row)).execute();
  }

  /**
   * Creates an account's job unless the account already has `cap` unfinished ones; false when it
   * was refused. Exact under concurrency: on PostgreSQL the account row is locked for the count and
   * the insert; SQLite runs one transaction at a time.
   */
  async createWithinCap(row: ResearchJobRow & { account_id: string }, cap: number): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (this.db.dialect === 'postgres') await trx.selectFrom('accounts').select('id').where('id', '=', row.account_id).forUpdate().execute();
      const active = await trx
        .selectFrom('research_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', row.account_id)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      if (Number(active?.n ?? 0) >= cap) return false;
      await trx.insertInto('research_jobs').values(storableJob(row)).execute();
      return true;
    });
  }

  async find(id: string): Promise<ResearchJobRow | undefined> {
    return this.db.kysely.selectFrom('research_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Claims up to `limit` unfinished jobs that nobody holds (or whose lease expired). */
  async claim(owner: string, limit: number, now: Date, leaseMs: number): Promise<ResearchJobRow[]> {
    if (limit <= 0) return [];
    const at = now.toISOString();
    let open = this.db.kysely
      .selectFrom('research_jobs')
      .select('id')
      .where('finished_at', 'is', null)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
      .orderBy('created_at')
      .limit(limit);
    if (this.db.dialect === 'postgres') open = open.forUpdate().skipLocked();
    return this.db.kysely
      .updateTable('research_jobs')
      .set((eb) => ({
        lease_owner: owner,
        lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: at,
      }))
      .where('id', 'in', open)
      .returningAll()
      .execute();
  }

  /** Extends a lease; false when the job was taken over or finished meanwhile. */
  async renew(id: string, lease: Lease, now: Date, leaseMs: number): Promise<boolean> {
    const result = await this.fenced(id, lease)
      .set({ lease_expires_at: new Date(now.getTime() + leaseMs).toISOString() })
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async saveProgress(id: string, lease: Lease, status: string, progress: string, now: Date): Promise<boolean> {
    const result = await this.fenced(id, lease)
      .set({ status, progress: storableJson(progress), updated_at: now.toISOString() })
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async finish(id: string, lease: Lease, status: string, progress: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.fenced(id, lease)
      .set((eb) => ({
        status,
        progress: storableJson(progress),
        updated_at: at,
        finished_at: at,
        completed_by: lease.owner,
        completions: eb('completions', '+', 1),
        lease_owner: null,
        lease_expires_at: null,
      }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives a job back (graceful shutdown) so another instance can take it at once. */
  async release(id: string, lease: Lease): Promise<void> {
    await this.fenced(id, lease).set({ lease_owner: null, lease_expires_at: null }).execute();
  }

  private fenced(id: string, lease: Lease) {
    return this.db.kysely
      .updateTable('research_jobs')
      .where('id', '=', id)
      .where('lease_owner', '=', lease.owner)
      .where('attempts', '=', lease.attempt)
      .where('finished_at', 'is', null);
  }

  /** Deletes jobs finished before `finishedBefore` and cache rows expired at `now`; returns the jobs deleted. */
  async prune(finishedBefore: Date, now: Date): Promise<number> {
    const jobs = await this.db.kysely.deleteFrom('research_jobs').where('finished_at', '<', finishedBefore.toISOString()).executeTakeFirst();
    await this.db.kysely.deleteFrom('research_cache').where('expires_at', '<=', now.toISOString()).execute();
    return Number(jobs.numDeletedRows);
  }

  /** Unexpired cache rows for these categories of one destination. */
  async cached(destinationId: string, categories: readonly string[], now: Date): Promise<ResearchCacheRow[]> {
    if (categories.length === 0) return [];
    return this.db.kysely
      .selectFrom('research_cache')
      .selectAll()
      .where('destination_id', '=', destinationId)
      .where('category', 'in', [...categories])
      .where('expires_at', '>', now.toISOString())
      .execute();
  }

  async putCache(row: ResearchCacheRow): Promise<void> {
    await this.db.kysely
      .insertInto('research_cache')
      .values({ ...row, finding: storableJson(row.finding) })
      .onConflict((oc) =>
        oc
          .columns(['destination_id', 'category'])
          .doUpdateSet({ finding: storableJson(row.finding), retrieved_at: row.retrieved_at, expires_at: row.expires_at }),
      )
      .execute();
  }
}

const storableJob = <T extends ResearchJobRow>(row: T): T => ({
  ...row,
  subject: storableJson(row.subject),
  scope: storableJson(row.scope),
  progress: storableJson(row.progress),
});
