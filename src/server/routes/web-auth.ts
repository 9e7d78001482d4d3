import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, passwordProblem } from '../../accounts/passwords.js';
import { safeNext, tokensMatch } from '../../accounts/sessions.js';
import { signIn } from '../../operations/accounts/sign-in.js';
import { signUp } from '../../operations/accounts/sign-up.js';
import type { App, AppContext } from '../types.js';
import { WebForms } from './web-forms.js';
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

const queryNext = (request: FastifyRequest) => {
  const next = (request.query as { next?: unknown }).next;
  return Array.isArray(next) ? next[0] : next;
};
const nextOf = (request: FastifyRequest) => safeNext(field(request.body, 'next') || queryNext(request));

/** The notice a form shows after a finished reset, deletion or verification. */
function noticeOf(request: FastifyRequest): string | undefined {
  const query = request.query as { reset?: string; deleted?: string; verified?: string };
  if (query.reset === 'done') return 'Your password was changed. Log in with the new one.';
  if (query.deleted === '1') return 'Your account was deleted.';
  if (query.verified === '1') return 'Your email is verified.';
  return undefined;
}

/** /signup, /login and /logout. Every form carries a CSRF token; every failure message is generic. */
export async function webAuthRoutes(app: App, ctx: AppContext, sessions: WebSessions, mail: QueuedAccountMail | null): Promise<void> {
  const auth = new AuthForms(ctx, sessions, mail);
  app.get<NextQuery>('/signup', { schema: hidden }, async (request, reply) => auth.show(signupPage, request, reply));
  app.get<NextQuery>('/login', { schema: hidden }, async (request, reply) => auth.show(loginPage, request, reply));
  app.post('/signup', { schema: hidden }, async (request, reply) => auth.signUp(request, reply));
  app.post('/login', { schema: hidden }, async (request, reply) => auth.signIn(request, reply));
  app.post('/logout', { schema: hidden }, async (request, reply) => auth.signOut(request, reply));
}

/** The sign-up and log-in forms and signing out, over the browser session. */
class AuthForms extends WebForms {
  async show(render: (state: AuthFormState) => string, request: FastifyRequest, reply: FastifyReply) {
    const next = safeNext(queryNext(request));
    if (await this.sessions.current(request)) return reply.redirect(next, 303);
    const notice = noticeOf(request);
    // A finished reset leaves the account's email for this form, once.
    const email = parseCookies(request.headers.cookie).get(LOGIN_EMAIL_COOKIE);
    if (email) reply.header('set-cookie', serializeCookie(LOGIN_EMAIL_COOKIE, '', { secure: this.sessions.secure(request), maxAgeSeconds: 0 }));
    return htmlReply(
      reply,
      200,
      render({ csrf: this.sessions.anonymousCsrf(request, reply), next, ...(notice ? { notice } : {}), ...(email ? { email } : {}) }),
    );
  }

  async signUp(request: FastifyRequest, reply: FastifyReply) {
    if (!this.sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const password = field(request.body, 'password');
    const again = (status: number, problem: Pick<AuthFormState, 'error' | 'fieldErrors'>) =>
      htmlReply(reply, status, signupPage({ csrf: this.sessions.anonymousCsrf(request, reply), next, email: rawEmail, ...problem }));

    const email = normalizeEmail(rawEmail);
    const fieldErrors: AuthFormState['fieldErrors'] = {};
    if (!email) fieldErrors.email = rawEmail.trim() ? 'Enter a valid email address, like name@example.com.' : 'Enter your email address.';
    const problem = await passwordProblem(password, [rawEmail]);
    if (problem) fieldErrors.password = password ? problem : 'Choose a password.';
    if (!email || problem) return again(400, { fieldErrors });

    const created = await signUp(this.ctx.services, { email, password, client: this.sessions.client(request) });
    if ('retryAfterSeconds' in created) {
      reply.header('retry-after', String(created.retryAfterSeconds));
      return again(429, { error: `Too many sign-ups from your network. Try again in ${waitMessage(created.retryAfterSeconds)}.` });
    }
    if (!created.created) {
      request.log.info({ err: created.reason }, 'signup refused');
      return again(400, { error: GENERIC_SIGNUP_ERROR });
    }
    const { accountId, key } = created;
    if (this.mail) await this.mail.requestVerification(accountId, email);
    const sessionId = await this.sessions.start(request, reply, accountId);
    this.sessions.trustBrowser(request, reply, accountId);
    this.sessions.flash.set(
      reply,
      sessionId,
      { newKey: { value: key.value, prefix: key.prefix }, notice: { kind: 'ok', text: 'Welcome! Your account is ready, and so is your first API key.' } },
      this.sessions.secure(request),
    );
    return reply.redirect(next, 303);
  }

  async signIn(request: FastifyRequest, reply: FastifyReply) {
    if (!this.sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const next = nextOf(request);
    const rawEmail = field(request.body, 'email');
    const password = field(request.body, 'password');
    const email = normalizeEmail(rawEmail) ?? rawEmail.trim().toLowerCase();
    const again = (status: number, problem: Pick<AuthFormState, 'error' | 'fieldErrors'>) =>
      htmlReply(reply, status, loginPage({ csrf: this.sessions.anonymousCsrf(request, reply), next, email: rawEmail, ...problem }));
    const fieldErrors: AuthFormState['fieldErrors'] = {};
    if (!rawEmail.trim()) fieldErrors.email = 'Enter your email address.';
    if (!password) fieldErrors.password = 'Enter your password.';
    if (fieldErrors.email || fieldErrors.password) return again(400, { fieldErrors });

    const result = await signIn(this.ctx.services, { email, password, client: this.sessions.client(request) });
    if (result.outcome === 'throttled') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return again(429, { error: `Too many failed sign-in attempts. Wait ${waitMessage(result.retryAfterSeconds)} and try again, or reset your password.` });
    }
    if (result.outcome === 'refused') return again(401, { error: GENERIC_LOGIN_ERROR });
    await this.sessions.start(request, reply, result.accountId);
    this.sessions.trustBrowser(request, reply, result.accountId);
    return reply.redirect(next, 303);
  }

  async signOut(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.sessions.current(request);
    if (user && !tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    await this.sessions.end(request, reply);
    return reply.redirect('/', 303);
  }
}
