import { verifyPassword } from '../../accounts/passwords.js';
import { loginAttempt, type BrowserClient } from './auth-throttle.js';
import type { Services } from '../services.js';

export type SignIn = { outcome: 'signed_in'; accountId: string } | { outcome: 'refused' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * A browser sign-in. The attempt is reserved before the password is checked, so simultaneous
 * guesses cannot overtake the limit; a wrong password and an unknown email are refused alike (an
 * unknown email costs a password check too). Success gives the reservation back.
 */
export async function signIn(services: Services, request: { email: string; password: string; client: BrowserClient }): Promise<SignIn> {
  const account = await services.store.accounts.findAccountByEmail(request.email);
  const attempt = await loginAttempt(services, request.client, request.email, account?.id);
  if (!attempt.allowed) return { outcome: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const ok = await verifyPassword(request.password, account?.password_hash ?? null);
  if (!ok || !account) return { outcome: 'refused' };
  await attempt.succeeded();
  return { outcome: 'signed_in', accountId: account.id };
}
