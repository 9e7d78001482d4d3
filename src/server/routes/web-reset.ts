import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, passwordProblem } from '../../accounts/passwords.js';
import { looksLikeResetToken } from '../../accounts/password-reset.js';
import { admitResetRequest, redeemResetLink, resetLinkWorks } from '../../operations/accounts/account-links.js';
import type { App, AppContext } from '../types.js';
import type { QueuedAccountMail } from '../plugins/mail-outbox.js';
import { serializeCookie } from '../web/cookies.js';
import { resetConfirmPage, resetLinkInvalidPage, resetRequestPage } from '../web/reset-pages.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, LOGIN_EMAIL_COOKIE, type WebSessions } from '../web/session.js';
import { waitMessage } from './web-auth.js';

/** The token travels in these URLs: keep them out of the request log and of any Referer. */
const tokenRoute = { schema: { hide: true }, logLevel: 'warn' as const };

/**
 * Password reset: a single-use link valid for 30 minutes, mailed when SMTP is configured, otherwise
 * issued by the operator (`svc-admin password-reset`). A request is answered before anything is
 * sent, with the same status, body and work whether or not an account has the email and whether or
 * not the mail server is up: it only queues the request, and the mail worker sends the link.
 * Requests and redemptions are throttled like sign-in.
 */
export async function webResetRoutes(app: App, ctx: AppContext, sessions: WebSessions, mail: QueuedAccountMail | null): Promise<void> {
  const mailConfigured = mail !== null;
  const noReferrer = (reply: FastifyReply) => reply.header('referrer-policy', 'no-referrer');

  app.get<{ Querystring: { sent?: string } }>('/password-reset', { schema: { hide: true } }, async (request, reply) =>
    htmlReply(reply, 200, resetRequestPage({ csrf: sessions.anonymousCsrf(request, reply), mailConfigured, sent: request.query.sent === '1' })),
  );

  app.post('/password-reset', { schema: { hide: true } }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const rawEmail = field(request.body, 'email');
    const again = (status: number, problem: { error?: string; fieldError?: string }) =>
      htmlReply(reply, status, resetRequestPage({ csrf: sessions.anonymousCsrf(request, reply), mailConfigured, email: rawEmail, ...problem }));
    const email = normalizeEmail(rawEmail);
    if (!email) return again(400, { fieldError: 'Enter the email address of your account, like name@example.com.' });
    // Without mail there is nothing to request here: the page says the operator issues links.
    if (!mail) return reply.redirect('/password-reset', 303);
    const refused = await admitResetRequest(ctx.services, email, sessions.client(request));
    if (refused) {
      reply.header('retry-after', String(refused.retryAfterSeconds));
      return again(429, { error: `Too many reset requests. Try again in ${waitMessage(refused.retryAfterSeconds)}.` });
    }
    await mail.requestReset(email);
    return reply.redirect('/password-reset?sent=1', 303);
  });

  app.get<{ Querystring: { token?: unknown } }>('/password-reset/confirm', tokenRoute, async (request, reply) => {
    noReferrer(reply);
    const token = request.query.token;
    if (!looksLikeResetToken(token) || !(await resetLinkWorks(ctx.services, token))) return htmlReply(reply, 400, resetLinkInvalidPage());
    return htmlReply(reply, 200, resetConfirmPage({ csrf: sessions.anonymousCsrf(request, reply), token }));
  });

  app.post('/password-reset/confirm', tokenRoute, async (request: FastifyRequest, reply) => {
    noReferrer(reply);
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const token = field(request.body, 'token');
    const password = field(request.body, 'password');
    if (!looksLikeResetToken(token)) return htmlReply(reply, 400, resetLinkInvalidPage());
    const problem = await passwordProblem(password);
    if (problem)
      return htmlReply(
        reply,
        400,
        resetConfirmPage({ csrf: sessions.anonymousCsrf(request, reply), token, fieldError: password ? problem : 'Choose a new password.' }),
      );
    const redeemed = await redeemResetLink(ctx.services, { token, password, client: sessions.client(request) });
    if ('retryAfterSeconds' in redeemed) {
      reply.header('retry-after', String(redeemed.retryAfterSeconds));
      return htmlReply(
        reply,
        429,
        resetConfirmPage({
          csrf: sessions.anonymousCsrf(request, reply),
          token,
          error: `Too many attempts from your network. Try again in ${waitMessage(redeemed.retryAfterSeconds)}.`,
        }),
      );
    }
    if ('invalid' in redeemed) return htmlReply(reply, 400, resetLinkInvalidPage());
    const email = redeemed.email;
    // The login form comes back with the account's email filled in (a short-lived cookie, never the URL).
    reply.header('set-cookie', serializeCookie(LOGIN_EMAIL_COOKIE, email, { secure: sessions.secure(request), maxAgeSeconds: 600 }));
    return reply.redirect('/login?reset=done', 303);
  });
}
