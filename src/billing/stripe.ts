import type Stripe from 'stripe';
import type { StripeSettings } from './config.js';
import { InvalidSignatureError, type CheckoutRequest, type CheckoutSession, type PaymentProcessor, type ProcessorEvent } from './processor.js';

/** Webhook signatures older than this are refused (Stripe's recommended replay window). */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * Stripe Checkout through the official client: subscription checkout sessions and signed webhooks.
 * The client (a large package) is loaded here, only when billing is configured.
 */
export async function stripeProcessor(settings: StripeSettings): Promise<PaymentProcessor> {
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(settings.secretKey, {
    host: settings.api.host,
    port: settings.api.port,
    protocol: settings.api.protocol,
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });
  return {
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.priceId, quantity: 1 }],
        client_reference_id: request.accountId,
        customer_email: request.email,
        metadata: { account_id: request.accountId, plan: request.plan },
        subscription_data: { metadata: { account_id: request.accountId, plan: request.plan } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): ProcessorEvent {
      if (!signatureHeader) throw new InvalidSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (err) {
        throw new InvalidSignatureError(err instanceof Error ? err.message : 'signature verification failed');
      }
      return reduceEvent(event);
    },
  };
}

function reduceEvent(event: Stripe.Event): ProcessorEvent {
  const base = { id: event.id, type: event.type, checkoutSessionId: null, subscriptionId: null, paid: false };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const subscription = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
      return { ...base, checkoutSessionId: session.id, subscriptionId: subscription, paid: session.payment_status !== 'unpaid' };
    }
    case 'customer.subscription.deleted':
      return { ...base, subscriptionId: event.data.object.id };
    default:
      return base;
  }
}
