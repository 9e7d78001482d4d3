import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateKey } from '../../accounts/keys.js';
import { limitsFor, type PlanId } from '../../accounts/plans.js';
import { tokensMatch } from '../../accounts/sessions.js';
import { newId } from '../../ids.js';
import type { App, AppContext } from '../types.js';
import { dashboardPage, type DashboardView } from '../web/dashboard-page.js';
import { field, loginUrlFor, type WebSessions, type WebUser } from '../web/session.js';
import { csrfRejected, htmlReply } from '../web/reply.js';

const hidden = { hide: true };
/** Live dashboard keys per account: enough for separate agents and environments, not a key farm. */
export const MAX_LIVE_KEYS = 10;

/** The operator's dashboard: keys (create once-shown, revoke), plan and limits, usage chart, recent requests, quickstart. */
export async function webDashboardRoutes(app: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  const view = async (user: WebUser, extra: Partial<DashboardView> = {}): Promise<DashboardView> => {
    const now = ctx.now();
    const plan = user.account.plan as PlanId;
    const limits = limitsFor(ctx.config.plans, plan, 'dashboard');
    const keys = await ctx.store.accounts.listKeys(user.account.id);
    const withQuota = await Promise.all(
      keys.map(async (k) => ({ ...k, quota: k.revoked_at ? null : await ctx.store.usage.state(k.id, limitsFor(ctx.config.plans, plan, k.origin === 'activation' ? 'activation' : 'dashboard'), now) })),
    );
    return {
      account: user.account,
      csrf: user.session.csrf_token,
      planName: ctx.config.plans[plan]?.name ?? plan,
      limits,
      keys: withQuota,
      usage: await ctx.store.usage.daily(keys.map((k) => k.id), now, 30),
      recent: await ctx.store.records.recentRequests(user.account.id, 20),
      baseUrl: ctx.config.publicBaseUrl,
      ...extra,
    };
  };

  /** The signed-in user, or a redirect to the login page that comes back here. */
  const requireUser = async (request: FastifyRequest, reply: FastifyReply): Promise<WebUser | null> => {
    const user = await sessions.current(request);
    if (!user) {
      await reply.redirect(loginUrlFor('/dashboard'), 303);
      return null;
    }
    return user;
  };

  app.get('/dashboard', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const revoked = (request.query as { revoked?: string }).revoked;
    const notice = revoked ? { kind: 'ok' as const, text: `Key ${revoked.slice(0, 20)}… was revoked; it is refused from now on.` } : undefined;
    return htmlReply(reply, 200, dashboardPage(await view(user, notice ? { notice } : {})));
  });

  app.post('/dashboard/keys', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    const live = (await ctx.store.accounts.listKeys(user.account.id)).filter((k) => !k.revoked_at).length;
    if (live >= MAX_LIVE_KEYS) {
      return htmlReply(reply, 409, dashboardPage(await view(user, { notice: { kind: 'error', text: `You have ${live} live keys, the most allowed. Revoke one you no longer use, then create a new one.` } })));
    }
    const key = generateKey();
    const name = field(request.body, 'name').trim().slice(0, 60) || null;
    await ctx.store.accounts.createKey({ id: newId('key'), account_id: user.account.id, hash: key.hash, prefix: key.prefix, origin: 'dashboard', name, created_at: ctx.now().toISOString(), revoked_at: null });
    // Rendered directly (no redirect) so the value exists only in this one no-store response.
    return htmlReply(reply, 201, dashboardPage(await view(user, { newKey: { value: key.value, prefix: key.prefix } })));
  });

  app.post<{ Params: { id: string } }>('/dashboard/keys/:id/revoke', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    const key = (await ctx.store.accounts.listKeys(user.account.id)).find((k) => k.id === request.params.id);
    const revoked = key ? await ctx.store.accounts.revokeKey(user.account.id, key.id, ctx.now().toISOString()) : false;
    if (!key || !revoked) {
      return htmlReply(reply, 404, dashboardPage(await view(user, { notice: { kind: 'error', text: 'That key is not a live key of this account.' } })));
    }
    return reply.redirect(`/dashboard?revoked=${encodeURIComponent(key.prefix)}`, 303);
  });
}
