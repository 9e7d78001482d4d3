import { pruneOldRows } from '../../operations/retention.js';
import type { App, AppContext } from '../types.js';

/** Rows each run deletes at most per table: a run stays short however much has piled up. */
const BATCH_ROWS = 5000;

/**
 * Deletes logs and counters older than the retention policy, and sign-in attempt counts gone
 * quiet, every RETENTION_INTERVAL_SECONDS. Every instance runs it; the deletes are bounded and skip
 * rows another instance is deleting.
 */
export function registerRetention(app: App, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const prune = async () => {
    try {
      const deleted = await pruneOldRows(ctx.services, BATCH_ROWS);
      if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention: deleted old rows');
    } catch (err) {
      app.log.warn({ err }, 'retention run failed; the next run retries');
    }
  };
  const run = () => {
    running ??= prune().finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, ctx.config.retention.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
