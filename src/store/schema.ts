import type { ResearchCacheRow, ResearchJobRow } from '../travel/research/job-store.js';

/**
 * Table types for Kysely, as rows are read on both databases. Times are ISO-8601 UTC strings
 * (`2026-11-22T02:08:46.123Z`): text on SQLite, timestamptz on PostgreSQL (read back as the same
 * strings, see db.ts); hour buckets are text keys of the first 13 characters (`2026-11-22T02`).
 * JSON payloads are text on SQLite and jsonb on PostgreSQL, read as text; flags are 0 or 1
 * (boolean on PostgreSQL).
 */
export interface Database {
  server_settings: { key: string; value: string };
  accounts: {
    id: string;
    email: string;
    password_hash: string | null;
    plan: string;
    created_for: string;
    traffic_type: string;
    agent_name: string | null;
    intended_use: string | null;
    created_at: string;
    /** When the address was shown to receive mail (a verification link opened); null when never. */
    email_verified_at: string | null;
    /** Set when the owner deleted the account (see AccountsStore.deleteAccount). */
    deleted_at: string | null;
  };
  api_keys: {
    id: string;
    account_id: string;
    hash: string;
    prefix: string;
    origin: string;
    name: string | null;
    created_at: string;
    revoked_at: string | null;
    /** After this instant the key is refused like an unknown one; null: it never expires. */
    expires_at: string | null;
  };
  usage_hourly: { key_id: string; hour: string; count: number };
  activations: { id: string; client_hash: string; account_id: string; traffic_type: string; created_at: string };
  request_log: {
    id: string;
    account_id: string;
    key_id: string;
    method: string;
    endpoint: string;
    status: number;
    traffic_type: string;
    commercial_next_step_presented: number;
    match_status: string | null;
    created_at: string;
  };
  feedback: {
    id: string;
    account_id: string;
    request_id: string | null;
    rating: string;
    issue_categories: string;
    roadmap_bucket: string;
    body: string;
    created_at: string;
  };
  api_requests: {
    id: string;
    account_id: string;
    requested_api_name: string;
    urgency: string;
    body: string;
    created_at: string;
  };
  commercial_intents: {
    id: string;
    account_id: string;
    request_id: string;
    source_path: string;
    traffic_type: string;
    created_at: string;
  };
  sessions: {
    id: string;
    account_id: string;
    csrf_token: string;
    created_at: string;
    expires_at: string;
  };
  /** Sign-in, sign-up and reset throttling: one row per hashed subject (account and address, address, device). */
  auth_throttle: { subject_hash: string; window_start: string; count: number; strikes: number; locked_until: string | null };
  /** Password-reset tokens, by SHA-256; single use, short-lived. */
  password_resets: { token_hash: string; account_id: string; created_at: string; expires_at: string; used_at: string | null };
  /** Links that prove an account holds an address (its own, or one it is changing to), by SHA-256. */
  email_verifications: { token_hash: string; account_id: string; email: string; created_at: string; expires_at: string; used_at: string | null };
  /** Mail to send: what to send and to whom, never a token (the worker makes the link when it sends). */
  mail_outbox: { id: string; kind: string; email: string; account_id: string | null; created_at: string; attempts: number; next_attempt_at: string };
  /** Payment-processor events already applied; the id is the processor's event id. */
  billing_events: { id: string; type: string; account_id: string | null; received_at: string };
  checkout_sessions: {
    id: string;
    account_id: string;
    plan: string;
    status: string;
    subscription_id: string | null;
    created_at: string;
    completed_at: string | null;
  };
  plan_changes: {
    id: string;
    account_id: string;
    from_plan: string;
    to_plan: string;
    reason: string;
    traffic_type: string;
    created_at: string;
  };
  launch_scans: { id: string; domain: string; result: string; created_at: string };
  public_calls: { client_hash: string; hour: string; count: number };
  idempotency_keys: {
    account_id: string;
    idempotency_key: string;
    operation_id: string;
    request_hash: string;
    status: number | null;
    response: string | null;
    created_at: string;
    expires_at: string;
  };
  // --- Live research (issue 5): jobs with leases, evidence cache.
  research_jobs: ResearchJobRow;
  research_cache: ResearchCacheRow;
}
