import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokensMatch } from '../../accounts/sessions.js';
import { emailStatus, redeemVerificationLink } from '../../operations/accounts/account-links.js';
import { changeEmail, changePassword, deleteAccount } from '../../operations/accounts/account-settings.js';
import type { QueuedAccountMail } from '../plugins/mail-outbox.js';
import type { App, AppContext } from '../types.js';
import { WebForms } from './web-forms.js';
import { messagePage } from '../web/auth-pages.js';
import { accountPage, type AccountView } from '../web/account-page.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, loginUrlFor, type WebSessions, type WebUser } from '../web/session.js';

const hidden = { hide: true };
/** The verification token travels in this URL: keep it out of the request log and of any Referer. */
const tokenRoute = { schema: hidden, logLevel: 'warn' as const };

/**
 * /account: change of password (the current one required; other sessions end), change of email
 * (the new address becomes the account's only once its verification link is opened), and
 * deletion. Successes redirect (post/redirect/get); refusals show the form again with the reason.
 */
export async function webAccountRoutes(app: App, ctx: AppContext, sessions: WebSessions, mail: QueuedAccountMail | null): Promise<void> {
  const account = new AccountForms(ctx, sessions, mail);
  app.get('/account', { schema: hidden }, async (request, reply) => account.show(request, reply));
  app.post('/account/password', { schema: hidden }, async (request, reply) => account.changePassword(request, reply));
  app.post('/account/email', { schema: hidden }, async (request, reply) => account.changeEmail(request, reply));
  app.post('/account/verify', { schema: hidden }, async (request, reply) => account.sendVerification(request, reply));
  app.get<{ Querystring: { token?: unknown } }>('/account/verify', tokenRoute, async (request, reply) => account.verify(request, reply, request.query.token));
  app.post('/account/delete', { schema: hidden }, async (request, reply) => account.delete(request, reply));
}

/** The account page and its forms, over the signed-in user's session. */
class AccountForms extends WebForms {
  async show(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.sessions.current(request);
    if (!user) return reply.redirect(loginUrlFor('/account'), 303);
    return this.render(request, reply, user, 200);
  }

  async changePassword(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.formUser(request, reply);
    if (!user) return reply;
    const problem = await changePassword(this.ctx.services, {
      accountId: user.account.id,
      email: user.account.email,
      sessionId: user.session.id,
      current: field(request.body, 'current'),
      next: field(request.body, 'password'),
    });
    if (problem) return this.render(request, reply, user, 400, { problem: { form: 'password', ...problem } });
    return this.done(request, reply, user, 'Your password was changed. Every other session of the account was signed out.');
  }

  async changeEmail(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.formUser(request, reply);
    if (!user) return reply;
    if (!this.mail) return this.done(request, reply, user, 'This server does not send mail: ask its operator to change your email.');
    const raw = field(request.body, 'email');
    const change = await changeEmail(this.ctx.services, {
      accountId: user.account.id,
      email: user.account.email,
      next: raw,
      current: field(request.body, 'current'),
    });
    if ('problem' in change) return this.render(request, reply, user, 400, { email: raw, problem: { form: 'email', ...change.problem } });
    if (change.verify) await this.mail.requestVerification(user.account.id, change.email);
    return this.done(
      request,
      reply,
      user,
      `If ${change.email} can be used, a verification link is on its way to it. Your email changes once the link is opened.`,
    );
  }

  async sendVerification(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.formUser(request, reply);
    if (!user) return reply;
    if (this.mail) await this.mail.requestVerification(user.account.id, user.account.email);
    return this.done(request, reply, user, `A verification link is on its way to ${user.account.email}.`);
  }

  /** The link of a verification mail, opened signed in or not. */
  async verify(request: FastifyRequest, reply: FastifyReply, token: unknown) {
    reply.header('referrer-policy', 'no-referrer');
    const email = await redeemVerificationLink(this.ctx.services, token);
    if (!email) {
      return htmlReply(
        reply,
        400,
        messagePage(
          'This verification link no longer works',
          'It has expired (links work for 24 hours), was already used, or was replaced by a newer one. Ask for a new one on your account page.',
          {
            href: '/account',
            label: 'Go to your account',
          },
        ),
      );
    }
    const user = await this.sessions.current(request);
    if (user) return this.done(request, reply, user, `Your email ${email} is verified.`);
    return reply.redirect('/login?verified=1', 303);
  }

  async delete(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.formUser(request, reply);
    if (!user) return reply;
    const problem = await deleteAccount(this.ctx.services, { accountId: user.account.id, current: field(request.body, 'current') });
    if (problem) return this.render(request, reply, user, 400, { problem: { form: 'delete', ...problem } });
    await this.sessions.end(request, reply);
    return reply.redirect('/login?deleted=1', 303);
  }

  /** The signed-in user whose form carries a valid CSRF token; otherwise the answer has been sent. */
  private async formUser(request: FastifyRequest, reply: FastifyReply): Promise<WebUser | null> {
    const user = await this.sessions.current(request);
    if (!user) {
      await reply.redirect(loginUrlFor('/account'), 303);
      return null;
    }
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) {
      await csrfRejected(reply);
      return null;
    }
    return user;
  }

  private async render(request: FastifyRequest, reply: FastifyReply, user: WebUser, status: number, extra: Partial<AccountView> = {}) {
    const { sessions } = this;
    const email = await emailStatus(this.ctx.services, user.account);
    return htmlReply(
      reply,
      status,
      accountPage({
        account: user.account,
        csrf: user.session.csrf_token,
        flash: status === 200 ? sessions.flash.take(request, reply, user.session.id, sessions.secure(request)) : {},
        mailConfigured: this.mail !== null,
        emailVerifiedAt: email.verifiedAt,
        pendingEmail: email.pending,
        ...extra,
      }),
    );
  }

  /** Success: back to the account page (post/redirect/get), with the notice shown once. */
  private done(request: FastifyRequest, reply: FastifyReply, user: WebUser, text: string) {
    this.sessions.flash.set(reply, user.session.id, { notice: { kind: 'ok', text } }, this.sessions.secure(request));
    return reply.redirect('/account', 303);
  }
}
