/**
 * What live research needs from storage: its job and cache rows, and the store that keeps them
 * (src/store/research-store.ts implements it on SQLite and PostgreSQL).
 */

export interface ResearchJobRow {
  id: string;
  account_id: string | null;
  destination_id: string;
  destination_name: string;
  /** JSON: the ResearchSubject. */
  subject: string;
  /** JSON: the ResearchScope (without the account, which has its own column). */
  scope: string;
  /** running, partial, complete or failed (the poll's status). */
  status: string;
  /** JSON: categories, evidence, places, failures, provider states. */
  progress: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Times the job was claimed; the claim's number fences every later write. */
  attempts: number;
  /** Times the job was finished: exactly 1 once done, whatever the number of instances. */
  completions: number;
  completed_by: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ResearchCacheRow {
  destination_id: string;
  category: string;
  /** JSON: the live evidence and places found for this category. */
  finding: string;
  retrieved_at: string;
  expires_at: string;
}

/** A worker's hold on a job: writes succeed only while this is still the latest claim. */
export interface Lease {
  owner: string;
  attempt: number;
}

/** Jobs claimed under a lease and the per-category evidence cache. */
export interface ResearchStore {
  create(row: ResearchJobRow): Promise<void>;
  /** Creates the job unless the account already has `cap` unfinished ones; false when refused. */
  createWithinCap(row: ResearchJobRow & { account_id: string }, cap: number): Promise<boolean>;
  find(id: string): Promise<ResearchJobRow | undefined>;
  claim(owner: string, limit: number, now: Date, leaseMs: number): Promise<ResearchJobRow[]>;
  renew(id: string, lease: Lease, now: Date, leaseMs: number): Promise<boolean>;
  saveProgress(id: string, lease: Lease, status: string, progress: string, now: Date): Promise<boolean>;
  finish(id: string, lease: Lease, status: string, progress: string, now: Date): Promise<boolean>;
  release(id: string, lease: Lease): Promise<void>;
  prune(finishedBefore: Date, now: Date): Promise<number>;
  cached(destinationId: string, categories: readonly string[], now: Date): Promise<ResearchCacheRow[]>;
  putCache(row: ResearchCacheRow): Promise<void>;
}
