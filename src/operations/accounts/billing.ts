import { planChangeFor, type WebhookOutcome } from '../../billing/events.js';
import type { PaidPlan, ProcessorEvent } from '../../billing/processor.js';
import type { Database } from '../../store/schema.js';
import type { Services } from '../services.js';

/** The account's commercial-intent records (its agent asked for paid access), newest first: the billing page's reason to upgrade. */
export async function commercialIntents(services: Services, accountId: string): Promise<Array<Database['commercial_intents']>> {
  return services.store.records.commercialIntents(accountId);
}

/** A checkout the processor opened for the account: kept, so only its completion can change the account's plan. */
export async function recordCheckout(services: Services, accountId: string, plan: PaidPlan, checkoutId: string): Promise<void> {
  await services.store.billing.addCheckout({
    id: checkoutId,
    account_id: accountId,
    plan,
    status: 'open',
    subscription_id: null,
    created_at: services.now().toISOString(),
    completed_at: null,
  });
}

/** A verified processor event, applied once and in one transaction (BillingStore.applyEventOnce). */
export async function receiveProcessorEvent(services: Services, event: ProcessorEvent): Promise<WebhookOutcome> {
  const outcome = await services.store.billing.applyEventOnce(event, services.now().toISOString(), (lookups) => planChangeFor(event, lookups));
  return { received: true, ...outcome };
}
