import { hashPassword, passwordProblem, verifyPassword } from '../../accounts/passwords.js';
import type { Services } from '../services.js';

/** What went wrong with a settings form, by field; null when the change was made. */
export type SettingsProblem = { field: 'current' | 'password' | 'email'; message: string } | null;

const WRONG_PASSWORD = 'Your current password is not correct.';

/**
 * A signed-in owner changes their password: the current one is required (a session left open on
 * a shared computer is not enough), and every other session of the account ends.
 */
export async function changePassword(
  services: Services,
  request: { accountId: string; email: string; sessionId: string; current: string; next: string },
): Promise<SettingsProblem> {
  if (!(await verifyPassword(request.current, await services.store.accounts.passwordHash(request.accountId)))) {
    return { field: 'current', message: WRONG_PASSWORD };
  }
  const problem = await passwordProblem(request.next, [request.email]);
  if (problem) return { field: 'password', message: request.next ? problem : 'Choose a new password.' };
  await services.store.accounts.changePassword(request.accountId, await hashPassword(request.next), request.sessionId);
  return null;
}

/** Deletes the owner's account once they confirm with their password (see AccountsStore.deleteAccount). */
export async function deleteAccount(services: Services, request: { accountId: string; current: string }): Promise<SettingsProblem> {
  if (!(await verifyPassword(request.current, await services.store.accounts.passwordHash(request.accountId)))) {
    return { field: 'current', message: WRONG_PASSWORD };
  }
  await services.store.accounts.deleteAccount(request.accountId, services.now().toISOString());
  return null;
}
