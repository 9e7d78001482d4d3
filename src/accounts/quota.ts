import { ROLLING_WINDOW_HOURS, type Limits } from './plans.js';
import { HOUR_MS } from '../time-units.js';

/** Hour bucket of a time: the first 13 characters of its ISO form, e.g. `2026-11-22T02`. */
export function hourBucket(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** Whole hours since the epoch: the hour `at` is in, as a number (cheaper to compare than its bucket). */
export function hourIndex(at: Date): number {
  return Math.floor(at.getTime() / HOUR_MS);
}

/** The start of the hour after the one `at` is in: when an hourly count starts again. */
export function nextHourStart(at: Date): Date {
  return new Date((hourIndex(at) + 1) * HOUR_MS);
}

export function bucketStart(bucket: string): Date {
  return new Date(`${bucket}:00:00.000Z`);
}

/** The oldest hour bucket still inside the rolling window that ends in the hour of `at`. */
export function windowStartBucket(at: Date): string {
  return hourBucket(new Date(at.getTime() - (ROLLING_WINDOW_HOURS - 1) * HOUR_MS));
}

export interface Usage {
  hour: number;
  window: number;
  /** Oldest bucket in the window that has any use; it decides when window capacity comes back. */
  oldestBucket: string | null;
}

export interface QuotaState {
  limits: Limits;
  used: { hourly: number; monthly: number };
  remaining: { hourly: number; monthly: number };
  reset: { hourly: Date; monthly: Date };
}

export function quotaState(limits: Limits, usage: Usage, now: Date): QuotaState {
  const nextHour = nextHourStart(now);
  const windowReset = usage.oldestBucket ? new Date(bucketStart(usage.oldestBucket).getTime() + ROLLING_WINDOW_HOURS * HOUR_MS) : nextHour;
  return {
    limits,
    used: { hourly: usage.hour, monthly: usage.window },
    remaining: {
      hourly: Math.max(0, limits.hourly - usage.hour),
      monthly: Math.max(0, limits.monthly - usage.window),
    },
    reset: { hourly: nextHour, monthly: windowReset },
  };
}

export type Admission = { admitted: true } | { admitted: false; limit: 'hourly' | 'monthly'; retryAt: Date };

/** Whether one more request fits; when both limits are exhausted the later reset is the one that matters. */
export function admit(state: QuotaState): Admission {
  const hourlyFull = state.remaining.hourly <= 0;
  const monthlyFull = state.remaining.monthly <= 0;
  if (monthlyFull) return { admitted: false, limit: 'monthly', retryAt: state.reset.monthly };
  if (hourlyFull) return { admitted: false, limit: 'hourly', retryAt: state.reset.hourly };
  return { admitted: true };
}

/** The limit to advertise in RateLimit-* headers: whichever has the fewest requests left. */
export function tightest(state: QuotaState): { limit: number; remaining: number; reset: Date } {
  return state.remaining.monthly < state.remaining.hourly
    ? { limit: state.limits.monthly, remaining: state.remaining.monthly, reset: state.reset.monthly }
    : { limit: state.limits.hourly, remaining: state.remaining.hourly, reset: state.reset.hourly };
}
