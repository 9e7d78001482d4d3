import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { weakPasswordReason } from './password-strength.js';

/**
 * Password hashing with scrypt (node:crypto). The stored form names its parameters, so they can
 * be raised later without breaking existing hashes: `scrypt$N$r$p$salt$hash` (base64url).
 */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const PASSWORD_MAX_LENGTH = 200;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of no one's password: verifying against it costs the same as a real check. */
let dummy: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. With no stored hash (unknown email, or an
 * activation account without a password) the same scrypt work is still done, so response time
 * does not tell whether an account exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ?? (await (dummy ??= hashPassword(randomBytes(16).toString('hex'))));
  const [scheme, n, r, p, salt, hash] = target.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}

/** Why a new password is not acceptable, or null when it is. `related`: the account's own words (its email), which make a password guessable. */
export async function passwordProblem(password: string, related: string[] = []): Promise<string | null> {
  if (password.length > PASSWORD_MAX_LENGTH) return `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  return weakPasswordReason(password, related);
}

/** Emails are compared case-insensitively; the stored form is trimmed and lower-cased. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  const at = email.indexOf('@');
  // One "@" with something before it, a dot inside the domain, and no spaces, quotes or brackets.
  if (email.length > 254 || at < 1 || email.indexOf('@', at + 1) !== -1 || /[\s<>"]/.test(email)) return null;
  return email.slice(at + 2, -1).includes('.') ? email : null;
}
