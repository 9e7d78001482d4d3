import type { ProcessorEvent } from './processor.js';

/** A checkout this service started: the only thing a processor event can complete. */
export interface CheckoutRow {
  id: string;
  account_id: string;
  plan: string;
  status: 'open' | 'completed';
  subscription_id: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The checkouts deciding a processor event's effect may read. */
export interface CheckoutLookups {
  findCheckout(id: string): Promise<CheckoutRow | undefined>;
  findBySubscription(subscriptionId: string): Promise<CheckoutRow | undefined>;
}

/** What one processor event changes: at most one account's plan, plus the checkout it completes. */
export interface PlanChange {
  accountId: string;
  plan: string;
  reason: 'billing_checkout_completed' | 'billing_subscription_deleted';
  completeCheckout?: { id: string; subscriptionId: string | null };
}

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
