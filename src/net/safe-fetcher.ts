import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress } from './ip-address.js';
import { requestOnce, HopError } from './request-once.js';
import type { FetchRequestOptions, FetchResult, HostResolver, ResolvedAddress, SafeFetcher, SafeFetcherOptions } from './types.js';

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  connectTimeoutMs: 3_000,
  maxBytes: 1_048_576,
  maxRedirects: 5,
  userAgent: 'svc-agent-launch-audit/0.1 (read-only discovery check; no active scanning)',
} as const;

/** Textual media types a discovery check may read; binary bodies are refused before download. */
export const TEXTUAL_CONTENT_TYPES = [
  'text/*',
  'application/json',
  'application/*+json',
  'application/xml',
  'application/*+xml',
  'application/yaml',
  'application/x-yaml',
];

/**
 * Names that resolve to the machine itself, a cloud metadata service, the local network (mDNS,
 * home.arpa) or nothing at all (.invalid), refused before any DNS query.
 */
const BLOCKED_NAMES = [/^localhost$/, /\.localhost$/, /\.internal$/, /\.local$/, /\.home\.arpa$/, /\.invalid$/, /^[^.]+$/];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * How long one lookup serves the fetcher's later fetches of the same name, and how many names it
 * keeps. An audit fetches a score of paths from one host: asking DNS once for all of them keeps a
 * name whose resolver is slow or drops queries from costing its timeout on every fetch (the whole
 * audit's budget), and the lookups of one audit from crowding the process's resolver threads.
 * Every fetch still vets the addresses it connects to.
 */
const LOOKUP_REUSE_MS = 30_000;
const LOOKUPS_KEPT = 1_000;

const systemResolver: HostResolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

/** A lookup that ignores DNS and hands back the address we already vetted: no rebinding window. */
const pinnedLookup = (pinned: ResolvedAddress): LookupFunction =>
  ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;

export function mediaTypeAllowed(contentType: string, allowed: readonly string[]): boolean {
  if (contentType === '') return true;
  return allowed.some((pattern) => {
    if (pattern === contentType) return true;
    const [type, subtype = ''] = pattern.split('/');
    const [actualType, actualSubtype = ''] = contentType.split('/');
    if (type !== actualType) return false;
    if (subtype === '*') return true;
    return subtype.startsWith('*+') && actualSubtype.endsWith(subtype.slice(1));
  });
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const settings = { ...SAFE_FETCH_DEFAULTS, ...withoutUndefined(options) };
  const resolver = options.resolver ?? systemResolver;
  const allowLoopback = options.allowLoopback === true;
  const lookups = new Map<string, { startedAt: number; answers: Promise<ResolvedAddress[]> }>();

  /** The name's lookup in flight or done within LOOKUP_REUSE_MS, else a new one. */
  function lookup(name: string): Promise<ResolvedAddress[]> {
    const now = Date.now();
    const kept = lookups.get(name);
    if (kept && now - kept.startedAt < LOOKUP_REUSE_MS) return kept.answers;
    lookups.delete(name);
    if (lookups.size >= LOOKUPS_KEPT) lookups.delete(lookups.keys().next().value as string);
    const answers = resolver(name);
    // A failure is seen by whichever fetch waits on it; one that nobody waits on any more is not an unhandled rejection.
    answers.catch(() => undefined);
    lookups.set(name, { startedAt: now, answers });
    return answers;
  }

  async function vet(url: URL, deadline: number): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host);
    if (literal !== 0) return check({ address: host, family: literal === 6 ? 6 : 4 });
    const name = host.toLowerCase().replace(/\.$/, '');
    if (!(allowLoopback && name === 'localhost') && BLOCKED_NAMES.some((pattern) => pattern.test(name))) {
      throw new HopError('blocked_address', `${name} is a local, metadata or reserved host name; only public hosts can be fetched`);
    }
    const answers = await withTimeout(lookup(name), deadline - Date.now()).catch((error: unknown) => {
      if (error instanceof HopError) throw error;
      throw new HopError('dns_failed', `could not resolve ${name}`);
    });
    if (answers.length === 0) throw new HopError('dns_failed', `${name} has no addresses`);
    // Every answer must be public: a name with one private answer is refused outright.
    answers.forEach(check);
    return answers[0] as ResolvedAddress;
  }

  function check(candidate: ResolvedAddress): ResolvedAddress {
    const verdict = classifyAddress(candidate.address, { allowLoopback });
    if (!verdict.allowed) throw new HopError('blocked_address', `address ${candidate.address} is in a ${verdict.range} range and cannot be fetched`);
    return candidate;
  }

  async function fetchUrl(target: string, request: FetchRequestOptions = {}): Promise<FetchResult> {
    const started = Date.now();
    const deadline = started + Math.min(settings.timeoutMs, request.timeoutMs ?? Infinity);
    const maxBytes = Math.min(settings.maxBytes, request.maxBytes ?? Infinity);
    const allowedTypes = request.allowedContentTypes ?? TEXTUAL_CONTENT_TYPES;
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? (request.body ?? '').slice(0, 8192) : undefined;
    const redirects: string[] = [];
    let current = target;
    try {
      for (;;) {
        const url = parseTarget(current);
        const pinned = await vet(url, deadline);
        const hop = await requestOnce({
          url,
          method,
          ...(body !== undefined ? { body } : {}),
          lookup: pinnedLookup(pinned),
          headers: {
            ...request.headers,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
            'user-agent': settings.userAgent,
            'accept-encoding': 'identity',
          },
          deadline,
          connectTimeoutMs: settings.connectTimeoutMs,
          maxBytes,
          readBody: (status, contentType) => !REDIRECT_STATUSES.has(status) && mediaTypeAllowed(contentType, allowedTypes),
        });
        const location = hop.headers['location'];
        if (REDIRECT_STATUSES.has(hop.status) && location && method === 'GET') {
          if (redirects.length >= settings.maxRedirects) throw new HopError('too_many_redirects', `more than ${settings.maxRedirects} redirects`);
          current = new URL(location, url).toString();
          redirects.push(current);
          continue;
        }
        if (!mediaTypeAllowed(hop.contentType, allowedTypes)) {
          throw new HopError('bad_content_type', `response content-type ${hop.contentType} is not one of ${allowedTypes.join(', ')}`);
        }
        return { ok: true, url: target, finalUrl: url.toString(), ...hop, redirects, address: pinned.address, elapsedMs: Date.now() - started };
      }
    } catch (error) {
      const failure = error instanceof HopError ? error : new HopError('network_error', error instanceof Error ? error.message : String(error));
      return { ok: false, url: target, code: failure.code, message: failure.message, redirects, elapsedMs: Date.now() - started };
    }
  }

  return { fetch: fetchUrl };
}

function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HopError('invalid_url', `${text} is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HopError('invalid_url', `only http and https URLs can be fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new HopError('invalid_url', 'URLs with embedded credentials are refused');
  return url;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) throw new HopError('timeout', 'time budget exhausted before DNS resolution');
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HopError('timeout', 'DNS resolution timed out')), ms);
  });
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
