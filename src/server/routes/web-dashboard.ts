import type { FastifyReply, FastifyRequest } from 'fastify';
import { keyLifetime } from '../../accounts/keys.js';
import { limitsFor, type PlanId } from '../../accounts/plans.js';
import { tokensMatch } from '../../accounts/sessions.js';
import { dashboardKeys, recentActivity } from '../../operations/accounts/dashboard-activity.js';
import { createDashboardKey, MAX_LIVE_KEYS, revokeDashboardKey } from '../../operations/accounts/dashboard-keys.js';
import type { App, AppContext } from '../types.js';
import type { Flash } from '../web/flash.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, loginUrlFor, type WebSessions, type WebUser } from '../web/session.js';

const hidden = { hide: true };

type KeyParams = { Params: { id: string } };

/**
 * The operator's dashboard. Every form post answers with a redirect (post/redirect/get), so a
 * reload never repeats it; what the post has to say (a new key's value, a notice) travels in a
 * one-time flash cookie.
 */
export async function webDashboardRoutes(app: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  const dashboard = new Dashboard(ctx, sessions);
  app.get('/dashboard', { schema: hidden }, async (request, reply) => dashboard.show(request, reply));
  app.post('/dashboard/keys', { schema: hidden }, async (request, reply) => dashboard.createKey(request, reply));
  app.get<KeyParams>('/dashboard/keys/:id', { schema: hidden }, async (request, reply) => dashboard.showKey(false, request, reply));
  app.get<KeyParams>('/dashboard/keys/:id/revoke', { schema: hidden }, async (request, reply) => dashboard.showKey(true, request, reply));
  app.post<KeyParams>('/dashboard/keys/:id/revoke', { schema: hidden }, async (request, reply) => dashboard.revokeKey(request, reply));
}

// The page module (and the code highlighter its quickstart uses) loads with the first page, not at start.
const pages = () => import('../web/dashboard-page.js');

/** The dashboard and key pages, and the key forms, over the signed-in user's session. */
class Dashboard {
  constructor(
    private readonly ctx: AppContext,
    private readonly sessions: WebSessions,
  ) {}

  async show(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.requireUser(request, reply);
    if (!user) return reply;
    const plan = user.account.plan as PlanId;
    const flash = this.sessions.flash.take(request, reply, user.session.id, this.sessions.secure(request));
    return htmlReply(
      reply,
      200,
      (await pages()).dashboardPage({
        account: user.account,
        csrf: user.session.csrf_token,
        planName: this.ctx.config.plans[plan]?.name ?? plan,
        limits: limitsFor(this.ctx.config.plans, plan, 'dashboard'),
        keys: await dashboardKeys(this.ctx.services, user.account),
        ...(await recentActivity(this.ctx.services, user.account.id)),
        baseUrl: this.ctx.config.publicBaseUrl,
        flash,
      }),
    );
  }

  async createKey(request: FastifyRequest, reply: FastifyReply) {
    const user = await this.requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    const key = await createDashboardKey(this.ctx.services, user.account.id, {
      name: field(request.body, 'name').trim().slice(0, 60) || null,
      lifetimeDays: keyLifetime(field(request.body, 'expires')),
    });
    if (!key.created) {
      return this.redirectWith(request, reply, user, {
        notice: { kind: 'error', text: `You have ${MAX_LIVE_KEYS} live keys, the most allowed. Revoke one you no longer use, then create a new one.` },
      });
    }
    return this.redirectWith(request, reply, user, { newKey: { value: key.value, prefix: key.prefix } });
  }

  /** A key's page; with `confirmRevoke`, the page that asks to confirm its revocation. */
  async showKey(confirmRevoke: boolean, request: FastifyRequest<KeyParams>, reply: FastifyReply) {
    const user = await this.requireUser(request, reply, request.url);
    if (!user) return reply;
    const key = (await dashboardKeys(this.ctx.services, user.account)).find((k) => k.id === request.params.id);
    if (!key) return this.redirectWith(request, reply, user, { notice: { kind: 'error', text: 'That key does not belong to this account.' } });
    return htmlReply(
      reply,
      200,
      (await pages()).keyPage({
        account: user.account,
        csrf: user.session.csrf_token,
        key,
        ...(await recentActivity(this.ctx.services, user.account.id, key.id)),
        confirmRevoke: confirmRevoke && !key.revoked_at && !key.expired,
      }),
    );
  }

  async revokeKey(request: FastifyRequest<KeyParams>, reply: FastifyReply) {
    const user = await this.requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    if (field(request.body, 'confirm') !== 'yes') return reply.redirect(`/dashboard/keys/${encodeURIComponent(request.params.id)}/revoke`, 303);
    const key = await revokeDashboardKey(this.ctx.services, user.account.id, request.params.id);
    if (!key) return this.redirectWith(request, reply, user, { notice: { kind: 'error', text: 'That key is not a live key of this account.' } });
    return this.redirectWith(request, reply, user, { notice: { kind: 'ok', text: `Key ${key.prefix}… was revoked; it is refused from now on.` } });
  }

  /** The signed-in user, or a redirect to the login page that comes back to `path`. */
  private async requireUser(request: FastifyRequest, reply: FastifyReply, path = '/dashboard'): Promise<WebUser | null> {
    const user = await this.sessions.current(request);
    if (!user) {
      await reply.redirect(loginUrlFor(path), 303);
      return null;
    }
    return user;
  }

  /** Post/redirect/get: leave the flash for the page, then send the browser there. */
  private redirectWith(request: FastifyRequest, reply: FastifyReply, user: WebUser, flash: Flash, to = '/dashboard') {
    this.sessions.flash.set(reply, user.session.id, flash, this.sessions.secure(request));
    return reply.redirect(to, 303);
  }
}
