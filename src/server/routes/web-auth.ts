import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, passwordProblem } from '../../accounts/passwords.js';
import { safeNext, tokensMatch } from '../../accounts/sessions.js';
import { signIn } from '../../operations/accounts/sign-in.js';
import { signUp } from '../../operations/accounts/sign-up.js';
import type { App, AppContext } from '../types.js';
import { loginPage, signupPage, type AuthFormState } from '../web/auth-pages.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import type { QueuedAccountMail } from '../plugins/mail-outbox.js';
import { parseCookies, serializeCookie } from '../web/cookies.js';
import { field, LOGIN_EMAIL_COOKIE, type WebSessions } from '../web/session.js';

const hidden = { hide: true };
const GENERIC_LOGIN_ERROR = 'Email or password is not correct.';
const GENERIC_SIGNUP_ERROR = 'We could not create an account with these details. If you already have an account, log in instead.';

type NextQuery = { Querystring: { next?: string | string[] } };

/** Minutes, rounded up, for a throttling message. */
export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** /signup, /login and /logout. Every form carries a CSRF token; every failure message is generic. */
export async function webAuthRoutes(app: App, ctx: AppContext, sessions: WebSessions, mail: QueuedAccountMail | null): Promise<void> {
  const queryNext = (request: FastifyRequest) => {
    const next = (request.query as { next?: unknown }).next;
    return Array.isArray(next) ? next[0] : next;
  };
  const nextOf = (request: FastifyRequest) => safeNext(field(request.body, 'next') || queryNext(request));

  const form = (render: (state: AuthFormState) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const next = safeNext(queryNext(request));
    if (await sessions.current(request)) return reply.redirect(next, 303);
    const query = request.query as { reset?: string; deleted?: string; verified?: string };
    const notice =
      query.reset === 'done'
        ? 'Your password was changed. Log in with the new one.'
        : query.deleted === '1'
          ? 'Your account was deleted.'
          : query.verified === '1'
            ? 'Your email is verified.'
            : undefined;
    // A finished reset leaves the account's email for this form, once.
    const email = parseCookies(request.headers.cookie).get(LOGIN_EMAIL_COOKIE);
    if (email) reply.header('set-cookie', serializeCookie(LOGIN_EMAIL_COOKIE, '', { secure: sessions.secure(request), maxAgeSeconds: 0 }));
    return htmlReply(reply, 200, render({ csrf: sessions.anonymousCsrf(request, reply), next, ...(notice ? { notice } : {}), ...(email ? { email } : {}) }));
  };
  app.get<NextQuery>('/signup', { schema: hidden }, form(signupPage));
  app.get<NextQuery>('/login', { schema: hidden }, form(loginPage));

  app.post('/signup', { schema: hidden }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const password = field(request.body, 'password');
    const again = (status: number, problem: Pick<AuthFormState, 'error' | 'fieldErrors'>) =>
      htmlReply(reply, status, signupPage({ csrf: sessions.anonymousCsrf(request, reply), next, email: rawEmail, ...problem }));

    const email = normalizeEmail(rawEmail);
    const fieldErrors: AuthFormState['fieldErrors'] = {};
    if (!email) fieldErrors.email = rawEmail.trim() ? 'Enter a valid email address, like name@example.com.' : 'Enter your email address.';
    const problem = await passwordProblem(password, [rawEmail]);
    if (problem) fieldErrors.password = password ? problem : 'Choose a password.';
    if (!email || problem) return again(400, { fieldErrors });

    const created = await signUp(ctx.services, { email, password, client: sessions.client(request) });
    if ('retryAfterSeconds' in created) {
      reply.header('retry-after', String(created.retryAfterSeconds));
      return again(429, { error: `Too many sign-ups from your network. Try again in ${waitMessage(created.retryAfterSeconds)}.` });
    }
    if (!created.created) {
      request.log.info({ err: created.reason }, 'signup refused');
      return again(400, { error: GENERIC_SIGNUP_ERROR });
    }
    const { accountId, key } = created;
    if (mail) await mail.requestVerification(accountId, email);
    const sessionId = await sessions.start(request, reply, accountId);
    sessions.trustBrowser(request, reply, accountId);
    sessions.flash.set(
      reply,
      sessionId,
      { newKey: { value: key.value, prefix: key.prefix }, notice: { kind: 'ok', text: 'Welcome! Your account is ready, and so is your first API key.' } },
      sessions.secure(request),
    );
    return reply.redirect(next, 303);
  });

  app.post('/login', { schema: hidden }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const password = field(request.body, 'password');
    const email = normalizeEmail(rawEmail) ?? rawEmail.trim().toLowerCase();
    const again = (status: number, problem: Pick<AuthFormState, 'error' | 'fieldErrors'>) =>
      htmlReply(reply, status, loginPage({ csrf: sessions.anonymousCsrf(request, reply), next, email: rawEmail, ...problem }));
    const fieldErrors: AuthFormState['fieldErrors'] = {};
    if (!rawEmail.trim()) fieldErrors.email = 'Enter your email address.';
    if (!password) fieldErrors.password = 'Enter your password.';
    if (fieldErrors.email || fieldErrors.password) return again(400, { fieldErrors });

    const result = await signIn(ctx.services, { email, password, client: sessions.client(request) });
    if (result.outcome === 'throttled') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return again(429, { error: `Too many failed sign-in attempts. Wait ${waitMessage(result.retryAfterSeconds)} and try again, or reset your password.` });
    }
    if (result.outcome === 'refused') return again(401, { error: GENERIC_LOGIN_ERROR });
    await sessions.start(request, reply, result.accountId);
    sessions.trustBrowser(request, reply, result.accountId);
    return reply.redirect(next, 303);
  });

  app.post('/logout', { schema: hidden }, async (request, reply) => {
    const user = await sessions.current(request);
    if (user && !tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    await sessions.end(request, reply);
    return reply.redirect('/', 303);
  });
}
