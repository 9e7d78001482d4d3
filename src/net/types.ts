/** Contract of the safe fetcher shared by the launch audit and the proof preflight. */

export type FetchFailureCode =
  'invalid_url' | 'blocked_address' | 'dns_failed' | 'connect_timeout' | 'timeout' | 'too_large' | 'too_many_redirects' | 'bad_content_type' | 'network_error';

export interface FetchSuccess {
  ok: true;
  /** The URL that was asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  status: number;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Media type without parameters, lower-cased ("" when the server sent none). */
  contentType: string;
  /**
   * The body as received (empty when it was not read), in shared memory that a content reader
   * thread reads without a copy (body.ts). Read it as text with bodyText.
   */
  body: Uint8Array;
  bytes: number;
  redirects: string[];
  /** The vetted address the connection was pinned to. */
  address: string;
  elapsedMs: number;
}

export interface FetchFailure {
  ok: false;
  url: string;
  code: FetchFailureCode;
  message: string;
  redirects: string[];
  elapsedMs: number;
}

export type FetchResult = FetchSuccess | FetchFailure;

export interface FetchRequestOptions {
  /** GET by default. POST is for protocol handshakes (an MCP initialize, a JSON-RPC probe) with a small body; redirects are then not followed. */
  method?: 'GET' | 'POST';
  /** Request body for POST (at most 8 KiB). */
  body?: string;
  /** Extra request headers (Accept, Origin...). User-Agent is always the fetcher's own. */
  headers?: Record<string, string>;
  /** Media types accepted in the response; "text/*" style wildcards allowed. Defaults to textual types. */
  allowedContentTypes?: readonly string[];
  /** Tighter total timeout for this call, never looser than the fetcher's own. */
  timeoutMs?: number;
  /** Tighter size cap for this call, never looser than the fetcher's own. */
  maxBytes?: number;
}

/** Fetches a URL with GET. Never throws: every failure comes back as a FetchFailure. */
export interface SafeFetcher {
  fetch(url: string, options?: FetchRequestOptions): Promise<FetchResult>;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; injectable so tests need no real DNS. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /** Total time for one fetch including redirects (default 10000 ms). */
  timeoutMs?: number;
  /** Time allowed to establish each TCP/TLS connection (default 3000 ms). */
  connectTimeoutMs?: number;
  /** Response body cap in bytes (default 1 MiB). */
  maxBytes?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
  userAgent?: string;
  /** Lets 127.0.0.0/8 and ::1 through. For tests only; production config never sets it. */
  allowLoopback?: boolean;
  resolver?: HostResolver;
}
