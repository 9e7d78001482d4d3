import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Attempt throttling for sign-in, sign-up and password reset. An attempt is reserved against
 * each of its subjects before any password is checked; a subject that has used its allowance in
 * the current window refuses and locks for a back-off period that doubles with each lock-out
 * (capped), and is forgiven after a quiet spell as long as the longest lock.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
}

export interface ThrottleState {
  windowStart: string;
  count: number;
  strikes: number;
  lockedUntil: string | null;
}

export interface Reservation {
  allowed: boolean;
  state: ThrottleState;
  retryAfterMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RULES = {
  /** Failures for one account from one address: the only lock-out a stranger's guessing can cause. */
  loginPair: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  /** Failures from one address over all accounts (password spraying). */
  loginAddress: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  /**
   * Failures for one account from browsers it has never signed in on, over all addresses: bounds
   * guessing spread over many addresses, while a browser the owner signed in on keeps its own allowance.
   */
  loginAccountUntrusted: { limit: 50, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** Failures from a browser the account has signed in on before. */
  loginDevice: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  signupAddress: { limit: 10, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** Reset requests for one account from one network and an unknown browser: enough to retry, too few to flood a mailbox. */
  resetPair: { limit: 3, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** Reset requests for one account from unknown browsers over all networks: what strangers together can send. */
  resetAccountUntrusted: { limit: 10, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** Reset requests from a browser the account has signed in on: its own allowance, which no stranger spends. */
  resetDevice: { limit: 3, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  resetAddress: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottlePurpose =
  'login-pair' | 'login-address' | 'login-account' | 'login-device' | 'signup-address' | 'reset-pair' | 'reset-account' | 'reset-device' | 'reset-address';

export function freshState(now: Date): ThrottleState {
  return { windowStart: now.toISOString(), count: 0, strikes: 0, lockedUntil: null };
}

/** Whether one more attempt may go ahead for a subject in `state`, and the subject's state afterwards. */
export function reserve(state: ThrottleState, rule: ThrottleRule, now: Date): Reservation {
  const t = now.getTime();
  const lockedUntil = state.lockedUntil ? Date.parse(state.lockedUntil) : null;
  if (lockedUntil !== null && lockedUntil > t) return { allowed: false, state, retryAfterMs: lockedUntil - t };
  let s = state;
  if (lockedUntil !== null && t - lockedUntil >= rule.maxLockMs) s = { ...s, strikes: 0, lockedUntil: null };
  if (t - Date.parse(s.windowStart) >= rule.windowMs) s = { ...s, windowStart: now.toISOString(), count: 0 };
  if (s.count < rule.limit) return { allowed: true, state: { ...s, count: s.count + 1 }, retryAfterMs: 0 };
  const lockMs = Math.min(rule.maxLockMs, rule.lockMs * 2 ** s.strikes);
  const until = new Date(t + lockMs).toISOString();
  return { allowed: false, state: { windowStart: until, count: 0, strikes: s.strikes + 1, lockedUntil: until }, retryAfterMs: lockMs };
}

/**
 * The part of a client address that identifies one network: the whole IPv4 address, the /64
 * prefix of an IPv6 one (a single host is usually handed a whole /64).
 */
export function networkOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A throttle subject: an HMAC of what is counted, so raw emails and addresses are never stored.
 * The purpose is part of the input, so each kind of attempt is counted apart.
 */
export function throttleSubject(secret: string, purpose: ThrottlePurpose, ...parts: string[]): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${parts.join('\n')}`)
    .digest('hex');
}
