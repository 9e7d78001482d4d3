import { generateKey } from '../../accounts/keys.js';
import { hashPassword } from '../../accounts/passwords.js';
import { newId } from '../../ids.js';
import type { Services } from '../services.js';
import { signupAttempt, type BrowserClient } from './auth-throttle.js';

export type SignUp =
  | { created: true; accountId: string; key: { value: string; prefix: string } }
  | { created: false; reason: string }
  | { created: false; retryAfterSeconds: number };

/**
 * A browser sign-up: the account and its first key in one transaction. The email and password were
 * checked by the form; a taken email fails the insert (unique constraint) and is refused like any
 * other failure, so the answer does not tell whether an account has that email. Sign-ups are
 * throttled per network: one refused by the throttle says when to try again.
 */
export async function signUp(services: Services, request: { email: string; password: string; client: BrowserClient }): Promise<SignUp> {
  const attempt = await signupAttempt(services, request.client);
  if (!attempt.allowed) return { created: false, retryAfterSeconds: attempt.retryAfterSeconds };
  const now = services.now().toISOString();
  const accountId = newId('acct');
  const key = generateKey();
  return services.store.accounts
    .createAccountWithKey(
      {
        id: accountId,
        email: request.email,
        password_hash: await hashPassword(request.password),
        plan: 'free_sandbox',
        created_for: 'browser_signup',
        traffic_type: 'external',
        agent_name: null,
        intended_use: null,
        created_at: now,
      },
      {
        id: newId('key'),
        account_id: accountId,
        hash: key.hash,
        prefix: key.prefix,
        origin: 'dashboard',
        name: 'first key',
        created_at: now,
        revoked_at: null,
      },
    )
    .then((): SignUp => ({ created: true, accountId, key: { value: key.value, prefix: key.prefix } }))
    .catch((err: unknown): SignUp => ({ created: false, reason: err instanceof Error ? err.message : String(err) }));
}
