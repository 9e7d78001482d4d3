import { createHmac, hash, randomBytes } from 'node:crypto';
import { DAY_MS } from '../time-units.js';

export const KEY_PREFIX = 'svc_live_';
const KEY_BODY = /^svc_live_[A-Za-z0-9_-]{32,64}$/;

export interface NewKey {
  value: string;
  hash: string;
  prefix: string;
}

/** A new API key: shown once, stored only as its SHA-256 hash and a short display prefix. */
export function generateKey(): NewKey {
  const value = KEY_PREFIX + randomBytes(24).toString('base64url');
  return { value, hash: hashKey(value), prefix: displayPrefix(value) };
}

export function hashKey(value: string): string {
  return hash('sha256', value, 'hex');
}

export function displayPrefix(value: string): string {
  return value.slice(0, KEY_PREFIX.length + 6);
}

/** Cheap shape check before any database lookup, so garbage never reaches the store. */
export function looksLikeKey(value: string): boolean {
  return KEY_BODY.test(value);
}

/** Client addresses are kept only as an HMAC with the server secret, never raw. */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}

/** The lifetimes a key may be given when it is created, in days (or none: it never expires). */
export const KEY_LIFETIME_DAYS = [7, 30, 90, 365] as const;

/** The lifetime a form asked for: one of KEY_LIFETIME_DAYS, or null for anything else (never expires). */
export function keyLifetime(value: string): number | null {
  return KEY_LIFETIME_DAYS.find((days) => String(days) === value) ?? null;
}

export function keyExpiry(createdAt: Date, lifetimeDays: number | null): string | null {
  return lifetimeDays === null ? null : new Date(createdAt.getTime() + lifetimeDays * DAY_MS).toISOString();
}

export function keyExpired(key: { expires_at: string | null }, now: Date): boolean {
  return key.expires_at !== null && Date.parse(key.expires_at) <= now.getTime();
}
