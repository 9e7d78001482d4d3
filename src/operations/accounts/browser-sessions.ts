import { newSession, sessionIdHash } from '../../accounts/sessions.js';
import type { AccountRow } from '../../store/accounts-store.js';
import type { SessionRow } from '../../store/sessions-store.js';
import type { Services } from '../services.js';

/** A signed-in browser: its account and its session row. */
export interface SignedIn {
  account: AccountRow;
  session: SessionRow;
}

/** The live session a browser's session token names, with its account; null when unknown or expired. */
export async function currentSession(services: Services, token: string | undefined): Promise<SignedIn | null> {
  if (!token) return null;
  return (await services.store.sessions.find(sessionIdHash(token), services.now())) ?? null;
}

/**
 * Starts a fresh session for the account. Whatever session the browser had before is deleted and
 * never reused, so an id planted before sign-in (session fixation) is worthless. Returns the token
 * for the browser's cookie and the session's id (its hash), to bind a flash message to it.
 */
export async function startSession(services: Services, accountId: string, previousToken: string | undefined): Promise<{ token: string; id: string }> {
  if (previousToken) await services.store.sessions.delete(sessionIdHash(previousToken));
  const session = newSession(services.now());
  await services.store.sessions.create({
    id: session.idHash,
    account_id: accountId,
    csrf_token: session.csrfToken,
    created_at: session.createdAt,
    expires_at: session.expiresAt,
  });
  return { token: session.token, id: session.idHash };
}

/** Ends the session a browser's token names (sign-out); on every instance at once, as sessions live in the database. */
export async function endSession(services: Services, token: string | undefined): Promise<void> {
  if (token) await services.store.sessions.delete(sessionIdHash(token));
}
