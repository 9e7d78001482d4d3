import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokensMatch } from '../../accounts/sessions.js';
import { InvalidSignatureError, PAID_PLANS, type PaidPlan, type PaymentProcessor } from '../../billing/processor.js';
import { stripeProcessor } from '../../billing/stripe.js';
import { BillingWebhookResponse } from '../../contracts/billing.js';
import { DomainError, invalidInput } from '../../errors.js';
import { commercialIntents, receiveProcessorEvent, recordCheckout } from '../../operations/accounts/billing.js';
import { onFirstUse } from '../../operations/first-use.js';
import { responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';
import { billingPage, type BillingView } from '../web/billing-page.js';
import { field, loginUrlFor, type WebSessions, type WebUser } from '../web/session.js';
import { csrfRejected, htmlReply } from '../web/reply.js';

const hidden = { hide: true };

/** The payment processor when its credentials are configured; billing routes say "not configured" otherwise. */
export async function billingProcessor(ctx: AppContext): Promise<PaymentProcessor | null> {
  return ctx.config.billing.stripe ? await stripeProcessor(ctx.config.billing.stripe) : null;
}

function purchasable(ctx: AppContext): PaidPlan[] {
  const stripe = ctx.config.billing.stripe;
  return stripe ? PAID_PLANS.filter((p) => stripe.prices[p] !== null) : [];
}

/** /billing (authenticated upgrade surface) and /billing/checkout (form post to the processor's checkout). */
export async function webBillingRoutes(app: App, ctx: AppContext, sessions: WebSessions, processor: PaymentProcessor | null): Promise<void> {
  // The pricing statement (markdown) is rendered on the first billing page, not while the server starts.
  const statementHtml = onFirstUse(async () => (await import('../web/public-pages.js')).pricingStatement(ctx.config.plans));

  const view = async (user: WebUser, extra: Partial<BillingView> = {}): Promise<BillingView> => ({
    account: user.account,
    csrf: user.session.csrf_token,
    plans: ctx.config.plans,
    purchasable: processor ? purchasable(ctx) : [],
    configured: processor !== null,
    intents: await commercialIntents(ctx.services, user.account.id),
    statementHtml: await statementHtml(),
    salesContact: ctx.config.web.salesContact,
    ...extra,
  });

  const requireUser = async (request: FastifyRequest, reply: FastifyReply): Promise<WebUser | null> => {
    const user = await sessions.current(request);
    if (!user) await reply.redirect(loginUrlFor('/billing'), 303);
    return user;
  };

  app.get<{ Querystring: { checkout?: string } }>('/billing', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const state = request.query.checkout;
    const error = sessions.flash.take(request, reply, user.session.id, sessions.secure(request)).notice?.text;
    return htmlReply(
      reply,
      200,
      billingPage(await view(user, { ...(state === 'success' || state === 'cancelled' ? { checkoutState: state } : {}), ...(error ? { error } : {}) })),
    );
  });

  app.post('/billing/checkout', { schema: hidden }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    if (!tokensMatch(user.session.csrf_token, field(request.body, 'csrf'))) return csrfRejected(reply);
    // Post/redirect/get: a refusal is shown on /billing, so a reload never posts again.
    const refuse = (text: string) => {
      sessions.flash.set(reply, user.session.id, { notice: { kind: 'error', text } }, sessions.secure(request));
      return reply.redirect('/billing', 303);
    };
    if (!processor) return refuse('Online payment is not available on this server, so plans cannot be bought here yet.');
    const plan = field(request.body, 'plan') as PaidPlan;
    const priceId = PAID_PLANS.includes(plan) ? ctx.config.billing.stripe?.prices[plan] : null;
    if (!priceId) return refuse('That plan cannot be bought here. Choose Hobby or Pro; Enterprise plans are arranged directly.');
    if (user.account.plan === plan) return refuse(`You are already on the ${ctx.config.plans[plan].name} plan.`);
    const base = ctx.config.publicBaseUrl;
    let session;
    try {
      session = await processor.createCheckout({
        accountId: user.account.id,
        email: user.account.email,
        plan,
        priceId,
        successUrl: `${base}/billing?checkout=success`,
        cancelUrl: `${base}/billing?checkout=cancelled`,
      });
    } catch (err) {
      request.log.warn({ err }, 'checkout session creation failed');
      return refuse('The payment processor did not accept the checkout request. Nothing was charged; try again in a minute.');
    }
    await recordCheckout(ctx.services, user.account.id, plan, session.id);
    return reply.redirect(session.url, 303);
  });
}

/**
 * POST /billing/webhook: the processor's signed events. The signature is checked over the exact
 * bytes received, so this route reads its JSON body raw, in its own encapsulated context. Without
 * processor credentials there is nothing to verify with, and the route does not exist (404).
 */
export async function billingWebhookRoute(app: App, ctx: AppContext, processor: PaymentProcessor): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/billing/webhook',
    {
      schema: {
        operationId: 'receiveBillingWebhook',
        summary: 'Payment-processor webhook (Stripe events, signed)',
        description:
          'Called by the payment processor, not by agents; present only when billing is configured. The Stripe-Signature header is verified over the raw body; unsigned or badly signed events get 400. checkout.session.completed upgrades the account that started the checkout; customer.subscription.deleted returns it to the free plan. Each event id is applied once.',
        tags: ['billing'],
        response: responses(BillingWebhookResponse, [400, 413, 415, 503]),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw invalidInput('send the event as application/json');
      let event;
      try {
        const signature = request.headers['stripe-signature'];
        event = processor.verifyEvent(request.body, Array.isArray(signature) ? signature[0] : signature);
      } catch (err) {
        if (err instanceof InvalidSignatureError) throw new DomainError('invalid_input', `webhook signature verification failed: ${err.message}`);
        throw err;
      }
      return receiveProcessorEvent(ctx.services, event);
    },
  );
}
