import type { FastifyReply, FastifyRequest } from 'fastify';
import { keyExpired, keyLifetime } from '../../accounts/keys.js';
import { limitsFor, type KeyOrigin, type PlanId } from '../../accounts/plans.js';
import { tokensMatch } from '../../accounts/sessions.js';
import { createDashboardKey, MAX_LIVE_KEYS, revokeDashboardKey } from '../../operations/accounts/dashboard-keys.js';
import { ActivityStore } from '../../store/activity-store.js';
import type { App, AppContext } from '../types.js';
import type { DashboardKey } from '../web/dashboard-page.js';
import type { Flash } from '../web/flash.js';
import { csrfRejected, htmlReply } from '../web/reply.js';
import { field, loginUrlFor, type WebSessions, type WebUser } from '../web/session.js';

const hidden = { hide: true };
const DAYS = 30;

type KeyParams = { Params: { id: string } };

/**
 * The operator's dashboard. Every form post answers with a redirect (post/redirect/get), so a
 * reload never repeats it; what the post has to say (a new key's value, a notice) travels in a
 * one-time flash cookie.
 */
export async function webDashboardRoutes(app: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  const activity = new ActivityStore(ctx.store.db);
  // The page module (and the code highlighter its quickstart uses) loads with the first page, not at start.
  const pages = () => import('../web/dashboard-page.js');

  const keysOf = async (user: WebUser): Promise<DashboardKey[]> => {
    const now = ctx.now();
    const plan = user.account.plan as PlanId;
    const [keys, perKey] = await Promise.all([
      ctx.store.accounts.listKeys(user.account.id),
      activity.perKey(user.account.id, new Date(now.getTime() - DAYS * 86_400_000)),
    ]);
    return Promise.all(
      keys.map(async (k) => ({
        ...k,
        expired: keyExpired(k, now),
        quota: k.revoked_at || keyExpired(k, now) ? null : await ctx.store.usage.state(k.id, limitsFor(ctx.config.plans, plan, k.origin as KeyOrigin), now),
        activity: perKey.get(k.id) ?? { requests: 0, lastUsedAt: null },
      })),
    );
  };

  /** The signed-in user, or a redirect to the login page that comes back to `path`. */
  const requireUser = async (request: FastifyRequest, reply: FastifyReply, path = '/dashboard'): Promise<WebUser | null> => {
    const user = await sessions.current(request);
    if (!user) {
      await reply.redirect(loginUrlFor(path), 303);
      return null;
    }
    return user;
  };

  /** Post/redirect/get: leave the flash for the page, then send the browser there. */
  const redirectWith = (request: FastifyRequest, reply: FastifyReply, user: WebUser, flash: Flash, to = '/dashboard') => {
    sessions.flash.set(reply, user.session.id, flash, sessions.secure(request));
    return reply.redirect(to, 303);
  };

  app.get('/dashboard', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const now = ctx.now();
    const plan = user.account.plan as PlanId;
    const flash = sessions.flash.take(request, reply, user.session.id, sessions.secure(request));
    return htmlReply(
      reply,
      200,
      (await pages()).dashboardPage({
        account: user.account,
        csrf: user.session.csrf_token,
        planName: ctx.config.plans[plan]?.name ?? plan,
        limits: limitsFor(ctx.config.plans, plan, 'dashboard'),
        keys: await keysOf(user),
        usage: await activity.daily(user.account.id, now, DAYS),
        recent: await activity.recent(user.account.id, 20),
        baseUrl: ctx.config.publicBaseUrl,
        flash,
      }),
    );
  });

  app.post('/dashboard/keys', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    const key = await createDashboardKey(ctx.services, user.account.id, {
      name: field(request.body, 'name').trim().slice(0, 60) || null,
      lifetimeDays: keyLifetime(field(request.body, 'expires')),
    });
    if (!key.created) {
      return redirectWith(request, reply, user, {
        notice: { kind: 'error', text: `You have ${MAX_LIVE_KEYS} live keys, the most allowed. Revoke one you no longer use, then create a new one.` },
      });
    }
    return redirectWith(request, reply, user, { newKey: { value: key.value, prefix: key.prefix } });
  });

  const showKey = (confirmRevoke: boolean) => async (request: FastifyRequest<KeyParams>, reply: FastifyReply) => {
    const user = await requireUser(request, reply, request.url);
    if (!user) return reply;
    const key = (await keysOf(user)).find((k) => k.id === request.params.id);
    if (!key) return redirectWith(request, reply, user, { notice: { kind: 'error', text: 'That key does not belong to this account.' } });
    const now = ctx.now();
    return htmlReply(
      reply,
      200,
      (await pages()).keyPage({
        account: user.account,
        csrf: user.session.csrf_token,
        key,
        usage: await activity.daily(user.account.id, now, DAYS, key.id),
        recent: await activity.recent(user.account.id, 20, key.id),
        confirmRevoke: confirmRevoke && !key.revoked_at && !key.expired,
      }),
    );
  };
  app.get<KeyParams>('/dashboard/keys/:id', { schema: hidden }, showKey(false));
  app.get<KeyParams>('/dashboard/keys/:id/revoke', { schema: hidden }, showKey(true));

  app.post<KeyParams>('/dashboard/keys/:id/revoke', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    if (field(request.body, 'confirm') !== 'yes') return reply.redirect(`/dashboard/keys/${encodeURIComponent(request.params.id)}/revoke`, 303);
    const key = await revokeDashboardKey(ctx.services, user.account.id, request.params.id);
    if (!key) return redirectWith(request, reply, user, { notice: { kind: 'error', text: 'That key is not a live key of this account.' } });
    return redirectWith(request, reply, user, { notice: { kind: 'ok', text: `Key ${key.prefix}… was revoked; it is refused from now on.` } });
  });
}
