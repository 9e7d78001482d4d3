import { DAY_MS, HOUR_MS } from '../time-units.js';
/** Abuse control for POST /api/v1/activation, per hashed client address. */
export const ACTIVATION_LIMITS = { perHour: 3, perDay: 10 } as const;

export interface ActivationCounts {
  lastHour: number;
  lastDay: number;
  /** Creation times (ISO) of the activations inside the last day, oldest first. */
  recent: string[];
}

export type ThrottleDecision = { allowed: true } | { allowed: false; window: 'hour' | 'day'; retryAfterSeconds: number };

export function activationDecision(counts: ActivationCounts, now: Date): ThrottleDecision {
  const secondsUntil = (createdAt: string | undefined, windowMs: number) =>
    createdAt ? Math.max(1, Math.ceil((new Date(createdAt).getTime() + windowMs - now.getTime()) / 1000)) : 1;
  if (counts.lastDay >= ACTIVATION_LIMITS.perDay) {
    return { allowed: false, window: 'day', retryAfterSeconds: secondsUntil(counts.recent[0], DAY_MS) };
  }
  if (counts.lastHour >= ACTIVATION_LIMITS.perHour) {
    const hourAgo = now.getTime() - HOUR_MS;
    const oldestInHour = counts.recent.find((t) => new Date(t).getTime() > hourAgo);
    return { allowed: false, window: 'hour', retryAfterSeconds: secondsUntil(oldestInHour, HOUR_MS) };
  }
  return { allowed: true };
}
