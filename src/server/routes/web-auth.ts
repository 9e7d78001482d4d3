import type { FastifyRequest } from 'fastify';
import { hashPassword, normalizeEmail, passwordProblem, verifyPassword } from '../../accounts/passwords.js';
import { LOGIN_LIMITS, loginDecision, loginSubjects, safeNext, throttleSubject, tokensMatch } from '../../accounts/sessions.js';
import { newId } from '../../ids.js';
import type { App, AppContext } from '../types.js';
import { loginPage, signupPage } from '../web/auth-pages.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, type WebSessions } from '../web/session.js';

const hidden = { hide: true };
/** Sign-ups per client address per hour: bounds account creation and email probing from one place. */
const SIGNUPS_PER_ADDRESS_PER_HOUR = 10;
const GENERIC_LOGIN_ERROR = 'Email or password is not correct.';
const GENERIC_SIGNUP_ERROR = 'We could not create an account with these details. If you already have an account, log in instead.';

type NextQuery = { Querystring: { next?: string } };

/** /signup, /login and /logout. Every form carries a CSRF token; every failure message is generic. */
export async function webAuthRoutes(app: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  const nextOf = (request: FastifyRequest) => safeNext(field(request.body, 'next') || (request.query as { next?: string }).next);

  app.get<NextQuery>('/signup', { schema: hidden }, async (request, reply) => {
    const next = safeNext(request.query.next);
    if (await sessions.current(request)) return reply.redirect(next, 303);
    return htmlReply(reply, 200, signupPage({ csrf: sessions.anonymousCsrf(request, reply), next }));
  });

  app.get<NextQuery>('/login', { schema: hidden }, async (request, reply) => {
    const next = safeNext(request.query.next);
    if (await sessions.current(request)) return reply.redirect(next, 303);
    return htmlReply(reply, 200, loginPage({ csrf: sessions.anonymousCsrf(request, reply), next }));
  });

  app.post('/signup', { schema: hidden }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const password = field(request.body, 'password');
    const again = (status: number, error: string) =>
      htmlReply(reply, status, signupPage({ csrf: sessions.anonymousCsrf(request, reply), next, email: rawEmail, error }));

    const now = ctx.now();
    const addressSubject = throttleSubject(ctx.serverSecret, 'signup-address', request.ip);
    if ((await sessions.store.attemptsSince(addressSubject, new Date(now.getTime() - 3600_000))) >= SIGNUPS_PER_ADDRESS_PER_HOUR) {
      reply.header('retry-after', '3600');
      return again(429, 'Too many sign-ups from your network in the last hour. Try again later.');
    }
    await sessions.store.recordAttempts([addressSubject], now);
    const email = normalizeEmail(rawEmail);
    if (!email) return again(400, 'Enter a valid email address, like name@example.com.');
    const problem = passwordProblem(password);
    if (problem) return again(400, problem);
    const accountId = newId('acct');
    const created = await ctx.store.accounts
      .createAccount({
        id: accountId,
        email,
        password_hash: await hashPassword(password),
        plan: 'free_sandbox',
        created_for: 'browser_signup',
        traffic_type: 'external',
        agent_name: null,
        intended_use: null,
        created_at: now.toISOString(),
      })
      .then(() => true)
      .catch((err: unknown) => {
        // A taken email (unique constraint) gets the same answer as any other refusal.
        request.log.info({ err: err instanceof Error ? err.message : String(err) }, 'signup refused');
        return false;
      });
    if (!created) return again(400, GENERIC_SIGNUP_ERROR);
    await sessions.start(request, reply, accountId);
    return reply.redirect(next, 303);
  });

  app.post('/login', { schema: hidden }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const email = normalizeEmail(rawEmail) ?? rawEmail.trim().toLowerCase();
    const again = (status: number, error: string) =>
      htmlReply(reply, status, loginPage({ csrf: sessions.anonymousCsrf(request, reply), next, email: rawEmail, error }));

    const now = ctx.now();
    const subjects = loginSubjects(ctx.serverSecret, email, request.ip);
    const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
    const decision = loginDecision({
      account: await sessions.store.attemptsSince(subjects.account, since),
      address: await sessions.store.attemptsSince(subjects.address, since),
    });
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      return again(429, `Too many failed sign-in attempts. Wait ${Math.ceil(decision.retryAfterSeconds / 60)} minutes and try again.`);
    }
    const account = await ctx.store.accounts.findAccountByEmail(email);
    const ok = await verifyPassword(field(request.body, 'password'), account?.password_hash ?? null);
    if (!ok || !account) {
      await sessions.store.recordAttempts([subjects.account, subjects.address], now);
      return again(401, GENERIC_LOGIN_ERROR);
    }
    await sessions.store.clearAttempts(subjects.account);
    await sessions.start(request, reply, account.id);
    return reply.redirect(next, 303);
  });

  app.post('/logout', { schema: hidden }, async (request, reply) => {
    const user = await sessions.current(request);
    if (user && !tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    await sessions.end(request, reply);
    return reply.redirect('/', 303);
  });
}
