import type { CheckoutRow } from '../store/billing-store.js';
import type { ProcessorEvent } from './processor.js';

/** What one processor event changes: at most one account's plan, plus the checkout it completes. */
export interface PlanChange {
  accountId: string;
  plan: string;
  reason: 'billing_checkout_completed' | 'billing_subscription_deleted';
  completeCheckout?: { id: string; subscriptionId: string | null };
}

export interface WebhookDeps {
  findCheckout(id: string): Promise<CheckoutRow | undefined>;
  findBySubscription(subscriptionId: string): Promise<CheckoutRow | undefined>;
  eventSeen(id: string): Promise<boolean>;
  recordEvent(row: { id: string; type: string; account_id: string | null; received_at: string }): Promise<void>;
  /** Changes the plan and records the change (idempotent: the same plan again is a no-op). */
  setPlan(accountId: string, plan: string, reason: string, at: string): Promise<boolean>;
  completeCheckout(id: string, subscriptionId: string | null, at: string): Promise<void>;
  now: () => Date;
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
export async function planChangeFor(event: ProcessorEvent, deps: Pick<WebhookDeps, 'findCheckout' | 'findBySubscription'>): Promise<PlanChange | null> {
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

/**
 * Applies a verified event once. The event id is recorded after its effect, and the effect is
 * idempotent, so a crash in between only means the redelivery (processors retry until they get a
 * 2xx) applies the same plan again; a delivery of an already-recorded event changes nothing.
 */
export async function applyEvent(event: ProcessorEvent, deps: WebhookDeps): Promise<WebhookOutcome> {
  if (await deps.eventSeen(event.id)) return { received: true, duplicate: true, plan_changed: false };
  const at = deps.now().toISOString();
  const change = await planChangeFor(event, deps);
  if (change) {
    await deps.setPlan(change.accountId, change.plan, change.reason, at);
    if (change.completeCheckout) await deps.completeCheckout(change.completeCheckout.id, change.completeCheckout.subscriptionId, at);
  }
  await deps.recordEvent({ id: event.id, type: event.type, account_id: change?.accountId ?? null, received_at: at });
  return { received: true, duplicate: false, plan_changed: change !== null };
}
