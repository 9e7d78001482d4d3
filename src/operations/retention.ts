import type { Services } from './services.js';

/**
 * Deletes, as of now, the logs and counters older than the retention policy (at most `batchRows`
 * per table, oldest first, so a run stays short however much has piled up) and the sign-in attempt
 * counts gone quiet. Answers how many rows went from each table.
 */
export async function pruneOldRows(services: Services, batchRows: number): Promise<Record<string, number>> {
  const now = services.now();
  const logs = await services.store.retention.prune(services.config.retention, now, batchRows);
  return { ...logs, auth_throttle: await services.store.throttle.forgetQuiet(now) };
}
