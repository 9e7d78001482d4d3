import { Worker } from 'node:worker_threads';
import type { FetchPlan, FetchReply, FetchThreadSettings } from './fetch-worker.js';
import type { FetchRequestOptions, FetchResult, SafeFetcher } from './types.js';

/**
 * A safe fetcher whose fetches run on one worker thread (fetch-worker.ts): this thread sends each
 * fetch as a plan and gets its result back, the body as shared memory (no copy either way). What
 * decides which fetches start and when (each caller's body allowance, the audit's time budget)
 * stays with the caller on this thread, as with an in-process fetcher.
 */
export interface FetchThread extends SafeFetcher {
  /**
   * Starts the thread if it is not running and settles once it can fetch, so that callers that
   * wait for it first (at their module's first use) never count its start-up against a time budget.
   */
  ready(): Promise<void>;
  /** Ends the thread; fetches in flight fail as network errors. */
  close(): Promise<void>;
}

const compiled = import.meta.url.endsWith('.js');
const WORKER_MODULE = new URL(`./fetch-worker.${compiled ? 'js' : 'ts'}`, import.meta.url);
/**
 * The thread's own heap holds headers and the chunks of bodies being read (their bytes are counted
 * outside it); a thread that needs more is ended, failing only its fetches in flight.
 */
const WORKER_HEAP_MB = 128;

interface Pending {
  url: string;
  started: number;
  resolve: (result: FetchResult) => void;
}

interface Running {
  thread: Worker;
  /** Settles when the thread has loaded its modules, or has ended before that. */
  ready: Promise<void>;
  /** Its fetches in flight, by plan id. */
  pending: Map<number, Pending>;
}

/** A fetch thread started on the first fetch (and again after it ended), so a process that fetches nothing has none. */
export function createFetchThread(settings: FetchThreadSettings): FetchThread {
  let running: Running | null = null;
  let nextId = 0;

  function start(): Running {
    const thread = new Worker(WORKER_MODULE, {
      workerData: settings,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // From the sources (tests, development) the thread loads TypeScript through tsx, a development dependency.
      ...(compiled ? {} : { execArgv: ['--import', 'tsx'] }),
    });
    let loaded: () => void = () => undefined;
    const self: Running = { thread, ready: new Promise<void>((resolve) => (loaded = resolve)), pending: new Map() };
    // A starting thread, or one with fetches in flight, keeps the process alive; an idle one does not.
    const idle = () => {
      if (self.pending.size === 0) thread.unref();
    };
    thread.on('message', (reply: FetchReply) => {
      if (reply.kind === 'ready') {
        loaded();
        return idle();
      }
      const waiting = self.pending.get(reply.id);
      if (!waiting) return;
      self.pending.delete(reply.id);
      idle();
      waiting.resolve(reply.result);
    });
    const lost = (reason: string) => {
      loaded();
      if (running === self) running = null;
      for (const waiting of self.pending.values()) {
        waiting.resolve({ ok: false, url: waiting.url, code: 'network_error', message: reason, redirects: [], elapsedMs: Date.now() - waiting.started });
      }
      self.pending.clear();
    };
    thread.on('error', (error) => lost(`the fetch thread failed: ${error.message}`));
    thread.on('exit', () => lost('the fetch thread ended before this fetch finished'));
    return self;
  }

  return {
    ready: () => (running ??= start()).ready,
    fetch(url: string, options: FetchRequestOptions = {}): Promise<FetchResult> {
      const { thread, pending } = (running ??= start());
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, { url, started: Date.now(), resolve });
        thread.ref();
        thread.postMessage({ id, url, options } satisfies FetchPlan);
      });
    },
    async close() {
      const closing = running;
      running = null;
      await closing?.thread.terminate();
    },
  };
}
