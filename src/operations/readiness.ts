import { migrationsCurrent } from '../store/db.js';
import type { Services } from './services.js';

/** Whether every migration has run on the database; throws when the database does not answer. */
export function databaseReady(services: Services): Promise<boolean> {
  return migrationsCurrent(services.store.db);
}
