import { SAFE_FETCH_DEFAULTS } from './safe-fetcher.js';
import type { FetchRequestOptions, FetchResult, SafeFetcher } from './types.js';

/**
 * Bounds the fetched body bytes that pieces of work (an audit, a preflight) hold at once, per
 * caller and in all. A piece of work holds every body it fetched until it ends, so a caller that
 * starts many at once would otherwise hold as many pages as it can make the service fetch: the
 * main thread reads each of them off its sockets and the memory they take outside the heap
 * drives garbage collections of the whole heap, which every other caller waits on.
 *
 * A fetch starts while its caller holds less than its allowance: `perCallerBytes`, or its share of
 * `totalBytes` when more callers hold bodies. A fetch in flight counts as its byte cap until its
 * body is in, so many fetches let in at once cannot overshoot. Otherwise it waits until bytes are
 * let go, up to its own timeout (the audit's time budget). The oldest open piece of work of each
 * caller never waits, so every caller keeps finishing work (and letting its bytes go) however much
 * it started.
 */
export interface BodyAllowanceOptions {
  perCallerBytes: number;
  totalBytes: number;
}

const MB = 1024 * 1024;
/**
 * The service's allowance: a complete audit of a site whose every page is at the fetch cap holds
 * about 60 MB and is always let through as its caller's oldest; 32 MB more lets a caller run a few
 * audits of ordinary sites side by side, and 128 MB in all keeps the bodies well inside the
 * memory the process is given beside its heap and its reader threads.
 */
export const DEFAULT_BODY_ALLOWANCE: BodyAllowanceOptions = { perCallerBytes: 32 * MB, totalBytes: 128 * MB };

/** How long a fetch without a timeout of its own may wait for its caller's allowance. */
const DEFAULT_WAIT_MS = 10_000;

export const ALLOWANCE_WAIT =
  "waited for the caller's other audits to let fetched pages go (the bytes one caller may hold at once are bounded) until the time allowed ran out";

export interface BodyHolding {
  /** `fetcher` with its fetches admitted against the caller's allowance and their bodies counted to this holding. */
  fetcher(fetcher: SafeFetcher): SafeFetcher;
  /** Lets every byte this holding counted go (the work has ended); idempotent. */
  release(): void;
}

interface Holding {
  caller: string;
  bytes: number;
}

interface Waiter {
  holding: Holding;
  admit: () => void;
}

export class BodyAllowance {
  private readonly held = new Map<string, number>();
  /** Open holdings of each caller, oldest first. */
  private readonly open = new Map<string, Holding[]>();
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly options: BodyAllowanceOptions) {}

  /** Bytes held now, by one caller or (without one) by all. */
  heldBytes(caller?: string): number {
    if (caller !== undefined) return this.held.get(caller) ?? 0;
    let total = 0;
    for (const bytes of this.held.values()) total += bytes;
    return total;
  }

  /** A holding for one piece of work of `caller`; release it when the work ends. */
  hold(caller: string): BodyHolding {
    const holding: Holding = { caller, bytes: 0 };
    const list = this.open.get(caller);
    if (list) list.push(holding);
    else this.open.set(caller, [holding]);
    let released = false;
    return {
      fetcher: (fetcher) => ({ fetch: (url, options) => this.fetchFor(holding, fetcher, url, options) }),
      release: () => {
        if (released) return;
        released = true;
        this.close(holding);
      },
    };
  }

  private admissible(holding: Holding): boolean {
    const owned = this.open.get(holding.caller);
    if (owned?.[0] === holding) return true;
    const holders = this.held.size + (this.held.has(holding.caller) ? 0 : 1);
    const allowance = Math.min(this.options.perCallerBytes, this.options.totalBytes / holders);
    return this.heldBytes(holding.caller) < allowance;
  }

  private async fetchFor(holding: Holding, fetcher: SafeFetcher, url: string, options: FetchRequestOptions = {}): Promise<FetchResult> {
    const started = Date.now();
    const waitMs = options.timeoutMs ?? DEFAULT_WAIT_MS;
    const reserved = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
    if (!(await this.admission(holding, reserved, waitMs)))
      return { ok: false, url, code: 'timeout', message: ALLOWANCE_WAIT, redirects: [], elapsedMs: Date.now() - started };
    const left = waitMs - (Date.now() - started);
    try {
      const result = await fetcher.fetch(url, { ...options, ...(options.timeoutMs !== undefined ? { timeoutMs: left } : {}) });
      if (result.ok) this.count(holding, result.body.byteLength);
      return result;
    } finally {
      this.count(holding, -reserved);
    }
  }

  /**
   * True once `holding` may fetch, with `reserved` bytes counted to it from that moment (so the
   * next waiter let in sees them), false when `waitMs` passed first.
   */
  private admission(holding: Holding, reserved: number, waitMs: number): Promise<boolean> {
    if (this.admissible(holding)) {
      this.count(holding, reserved);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        holding,
        admit: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          this.count(holding, reserved);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, waitMs);
      this.waiters.add(waiter);
    });
  }

  /** Adds `bytes` (less than zero: takes them off) to an open holding and its caller; waiters are let in when it falls. */
  private count(holding: Holding, bytes: number): void {
    if (bytes === 0 || !this.open.get(holding.caller)?.includes(holding)) return;
    holding.bytes += bytes;
    const now = this.heldBytes(holding.caller) + bytes;
    if (now > 0) this.held.set(holding.caller, now);
    else this.held.delete(holding.caller);
    if (bytes < 0) this.letIn();
  }

  /** Waiters in the order they came, each let in only if it still may after those before it. */
  private letIn(): void {
    for (const waiter of [...this.waiters]) if (this.admissible(waiter.holding)) waiter.admit();
  }

  private close(holding: Holding): void {
    const list = this.open.get(holding.caller) ?? [];
    list.splice(list.indexOf(holding), 1);
    if (list.length === 0) this.open.delete(holding.caller);
    const left = this.heldBytes(holding.caller) - holding.bytes;
    if (left > 0) this.held.set(holding.caller, left);
    else this.held.delete(holding.caller);
    holding.bytes = 0;
    this.letIn();
  }
}
