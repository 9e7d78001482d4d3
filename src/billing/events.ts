import type { BillingStore, CheckoutLookups, PlanChange } from '../store/billing-store.js';
import type { ProcessorEvent } from './processor.js';

export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
  plan_changed: boolean;
}

/**
 * The plan change a verified processor event calls for. The account and plan come from our own
 * checkout record, never from fields of the event, so an event can only complete a checkout this
 * service started. A paid checkout upgrades; a cancelled subscription returns to the free plan.
 */
export async function planChangeFor(event: ProcessorEvent, deps: CheckoutLookups): Promise<PlanChange | null> {
  if ((event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') && event.checkoutSessionId) {
    if (!event.paid) return null;
    const checkout = await deps.findCheckout(event.checkoutSessionId);
    if (!checkout) return null;
    return {
      accountId: checkout.account_id,
      plan: checkout.plan,
      reason: 'billing_checkout_completed',
      completeCheckout: { id: checkout.id, subscriptionId: event.subscriptionId },
    };
  }
  if (event.type === 'customer.subscription.deleted' && event.subscriptionId) {
    const checkout = await deps.findBySubscription(event.subscriptionId);
    if (!checkout) return null;
    return { accountId: checkout.account_id, plan: 'free_sandbox', reason: 'billing_subscription_deleted' };
  }
  return null;
}

/** Applies a verified event once, in one transaction (BillingStore.applyEventOnce). */
export async function applyEvent(event: ProcessorEvent, billing: BillingStore, now: () => Date): Promise<WebhookOutcome> {
  const outcome = await billing.applyEventOnce(event, now().toISOString(), (lookups) => planChangeFor(event, lookups));
  return { received: true, ...outcome };
}
