import { hashPassword, normalizeEmail, passwordProblem, verifyPassword } from '../../accounts/passwords.js';
import type { Services } from '../services.js';

/** What went wrong with a settings form, by field; null when the change was made. */
export type SettingsProblem = { field: 'current' | 'password' | 'email'; message: string } | null;

/** The owner's confirmation of a change: their current password, or the problem to show. */
async function wrongPassword(services: Services, accountId: string, current: string): Promise<SettingsProblem> {
  const ok = await verifyPassword(current, await services.store.accounts.passwordHash(accountId));
  return ok ? null : { field: 'current', message: 'Your current password is not correct.' };
}

/**
 * A signed-in owner changes their password: the current one is required (a session left open on
 * a shared computer is not enough), and every other session of the account ends.
 */
export async function changePassword(
  services: Services,
  request: { accountId: string; email: string; sessionId: string; current: string; next: string },
): Promise<SettingsProblem> {
  const wrong = await wrongPassword(services, request.accountId, request.current);
  if (wrong) return wrong;
  const problem = await passwordProblem(request.next, [request.email]);
  if (problem) return { field: 'password', message: request.next ? problem : 'Choose a new password.' };
  await services.store.accounts.changePassword(request.accountId, await hashPassword(request.next), request.sessionId);
  return null;
}

/** A change of email asked for: the problem to show, or the new address (normalized) and whether a verification link goes to it. */
export type EmailChange = { problem: NonNullable<SettingsProblem> } | { email: string; verify: boolean };

/**
 * A signed-in owner asks to change their email, confirming with their password. The address becomes
 * the account's only once its verification link is opened. An address another account uses gets
 * the same answer and no link, so the form does not tell which addresses have accounts.
 */
export async function changeEmail(services: Services, request: { accountId: string; email: string; next: string; current: string }): Promise<EmailChange> {
  const email = normalizeEmail(request.next);
  if (!email) return { problem: { field: 'email', message: 'Enter a valid email address, like name@example.com.' } };
  const wrong = await wrongPassword(services, request.accountId, request.current);
  if (wrong) return { problem: wrong };
  return { email, verify: email !== request.email && !(await services.store.accounts.findAccountByEmail(email)) };
}

/** Deletes the owner's account once they confirm with their password (see AccountsStore.deleteAccount). */
export async function deleteAccount(services: Services, request: { accountId: string; current: string }): Promise<SettingsProblem> {
  const wrong = await wrongPassword(services, request.accountId, request.current);
  if (wrong) return wrong;
  await services.store.accounts.deleteAccount(request.accountId, services.now().toISOString());
  return null;
}
