import { envInt, type Env } from '../config-env.js';
import { ROLLING_WINDOW_HOURS } from '../accounts/plans.js';

/** How long logs and counters are kept, in days, and how often the server deletes older rows. */
export interface RetentionConfig {
  requestLogDays: number;
  usageDays: number;
  publicCallsDays: number;
  activationsDays: number;
  launchScansDays: number;
  intervalSeconds: number;
}

/**
 * Each minimum keeps what a rule still reads: usage covers the 30-day quota window, activations
 * the day-long activation throttle, public calls the hourly keyless limit.
 */
export function retentionConfigFromEnv(env: Env): RetentionConfig {
  return {
    requestLogDays: envInt(env, 'RETENTION_REQUEST_LOG_DAYS', 90, 1),
    usageDays: envInt(env, 'RETENTION_USAGE_DAYS', 90, Math.ceil(ROLLING_WINDOW_HOURS / 24) + 1),
    publicCallsDays: envInt(env, 'RETENTION_PUBLIC_CALLS_DAYS', 2, 1),
    activationsDays: envInt(env, 'RETENTION_ACTIVATIONS_DAYS', 90, 2),
    launchScansDays: envInt(env, 'RETENTION_LAUNCH_SCANS_DAYS', 30, 1),
    intervalSeconds: envInt(env, 'RETENTION_INTERVAL_SECONDS', 3600, 1),
  };
}
