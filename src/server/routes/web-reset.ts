import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, normalizeEmail, passwordProblem } from '../../accounts/passwords.js';
import { looksLikeResetToken, newResetToken, resetEmailText, resetLink, resetTokenHash } from '../../accounts/password-reset.js';
import { PasswordResetsStore } from '../../store/password-resets-store.js';
import type { App, AppContext } from '../types.js';
import { smtpMailer } from '../web/mailer.js';
import { resetConfirmPage, resetLinkInvalidPage, resetRequestPage } from '../web/reset-pages.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, type WebSessions } from '../web/session.js';
import { waitMessage } from './web-auth.js';

/** The token travels in these URLs: keep them out of the request log and of any Referer. */
const tokenRoute = { schema: { hide: true }, logLevel: 'warn' as const };

/**
 * Password reset: a single-use link valid for 30 minutes, sent by SMTP when configured, otherwise
 * issued by the operator (`svc-admin password-reset`). Requests and redemptions are throttled like
 * sign-in; answers never say whether an account exists.
 */
export async function webResetRoutes(app: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  const resets = new PasswordResetsStore(ctx.store.db);
  const mailer = smtpMailer(ctx.config.web.mail);
  const noReferrer = (reply: FastifyReply) => reply.header('referrer-policy', 'no-referrer');

  app.get<{ Querystring: { sent?: string } }>('/password-reset', { schema: { hide: true } }, async (request, reply) =>
    htmlReply(
      reply,
      200,
      resetRequestPage({ csrf: sessions.anonymousCsrf(request, reply), mailConfigured: mailer !== null, sent: request.query.sent === '1' }),
    ),
  );

  app.post('/password-reset', { schema: { hide: true } }, async (request, reply) => {
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const rawEmail = field(request.body, 'email');
    const again = (status: number, problem: { error?: string; fieldError?: string }) =>
      htmlReply(
        reply,
        status,
        resetRequestPage({ csrf: sessions.anonymousCsrf(request, reply), mailConfigured: mailer !== null, email: rawEmail, ...problem }),
      );
    const email = normalizeEmail(rawEmail);
    if (!email) return again(400, { fieldError: 'Enter the email address of your account, like name@example.com.' });
    const attempt = await sessions.throttle.resetRequest(request, email);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return again(429, { error: `Too many reset requests. Try again in ${waitMessage(attempt.retryAfterSeconds)}.` });
    }
    const account = await ctx.store.accounts.findAccountByEmail(email);
    if (mailer && account?.password_hash) {
      const reset = newResetToken(ctx.now());
      await resets.issue({ tokenHash: reset.hash, accountId: account.id, createdAt: ctx.now().toISOString(), expiresAt: reset.expiresAt });
      try {
        await mailer.send({ to: account.email, subject: 'Reset your svc password', text: resetEmailText(resetLink(ctx.config.publicBaseUrl, reset.token)) });
      } catch (err) {
        request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'password reset mail not sent');
        return again(503, { error: 'The reset email could not be sent just now. Try again in a few minutes.' });
      }
    }
    return reply.redirect('/password-reset?sent=1', 303);
  });

  app.get<{ Querystring: { token?: unknown } }>('/password-reset/confirm', tokenRoute, async (request, reply) => {
    noReferrer(reply);
    const token = request.query.token;
    if (!looksLikeResetToken(token) || !(await resets.accountFor(resetTokenHash(token), ctx.now()))) return htmlReply(reply, 400, resetLinkInvalidPage());
    return htmlReply(reply, 200, resetConfirmPage({ csrf: sessions.anonymousCsrf(request, reply), token }));
  });

  app.post('/password-reset/confirm', tokenRoute, async (request: FastifyRequest, reply) => {
    noReferrer(reply);
    if (!sessions.anonymousCsrfValid(request, field(request.body, 'csrf'))) return csrfRejected(reply);
    const token = field(request.body, 'token');
    const password = field(request.body, 'password');
    if (!looksLikeResetToken(token)) return htmlReply(reply, 400, resetLinkInvalidPage());
    const problem = passwordProblem(password);
    if (problem)
      return htmlReply(
        reply,
        400,
        resetConfirmPage({ csrf: sessions.anonymousCsrf(request, reply), token, fieldError: password ? problem : 'Choose a new password.' }),
      );
    const attempt = await sessions.throttle.resetRedeem(request);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return htmlReply(
        reply,
        429,
        resetConfirmPage({
          csrf: sessions.anonymousCsrf(request, reply),
          token,
          error: `Too many attempts from your network. Try again in ${waitMessage(attempt.retryAfterSeconds)}.`,
        }),
      );
    }
    const accountId = await resets.redeem(resetTokenHash(token), await hashPassword(password), ctx.now());
    if (!accountId) return htmlReply(reply, 400, resetLinkInvalidPage());
    await attempt.succeeded();
    return reply.redirect('/login?reset=done', 303);
  });
}
