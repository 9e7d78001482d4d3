import type { EvidenceClassValue, ProofPreflightRequestBody, ProofVenueValue } from '../../../src/contracts/proof.js';

/**
 * A proof preflight case: the request a user would send, the pages the web would serve for it,
 * and what an experienced Wikipedia editor would conclude. URLs are written without a port
 * (http or https); the runner serves every host from one local server and rewrites them.
 * The same shape is accepted as JSON by `npm run eval:proof -- cases.json`.
 */
export interface ProofCase {
  id: string;
  /** The editor's reasoning for the expected verdict. */
  note: string;
  request: ProofPreflightRequestBody;
  /** Keyed by "host/path" (no scheme, no port). */
  pages: Record<string, CasePage>;
  expected: {
    /** Expected class of every evidence URL, keyed by the URL as written in the request. */
    classes: Record<string, EvidenceClassValue>;
    /** The case verdict: venue statuses. */
    venues: Partial<Record<ProofVenueValue, 'ready' | 'not_ready' | 'needs_manual_proof'>>;
    claims?: Record<string, 'independently_supported' | 'self_reported_only' | 'unsupported'>;
  };
}

export type CasePage =
  | { status?: number; type?: string; headers?: Record<string, string>; body: string }
  /** The host does not resolve. */
  | { dns: 'fail' };
