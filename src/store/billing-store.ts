import type { Kysely } from 'kysely';
import type { CheckoutLookups, CheckoutRow, PlanChange } from '../billing/events.js';
import { changePlan } from './accounts-store.js';
import type { Db } from './db.js';
import type { Database } from './schema.js';

const checkoutLookups = (db: Kysely<Database>): CheckoutLookups => ({
  findCheckout: (id) => db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst() as Promise<CheckoutRow | undefined>,
  findBySubscription: (subscriptionId) =>
    db.selectFrom('checkout_sessions').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst() as Promise<CheckoutRow | undefined>,
});

/** Checkout sessions and processed payment-processor events. */
export class BillingStore {
  constructor(private readonly db: Db) {}

  async addCheckout(row: CheckoutRow): Promise<void> {
    await this.db.kysely.insertInto('checkout_sessions').values(row).execute();
  }

  /**
   * Applies one processor event in one transaction. Its id is claimed first, so a delivery of an id
   * already applied, or being applied by a concurrent request (whose claim this one waits for),
   * changes nothing; then `decide` reads the checkouts it needs, and the plan change it calls for
   * is written with the checkout it completes, or nothing is.
   */
  async applyEventOnce(
    event: { id: string; type: string },
    at: string,
    decide: (lookups: CheckoutLookups) => Promise<PlanChange | null>,
  ): Promise<{ duplicate: boolean; plan_changed: boolean }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('billing_events')
        .values({ id: event.id, type: event.type, account_id: null, received_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { duplicate: true, plan_changed: false };
      const change = await decide(checkoutLookups(trx));
      if (!change) return { duplicate: false, plan_changed: false };
      // An account gone since its checkout keeps no plan; the event stays claimed, so a redelivery is a duplicate.
      const planChanged = await changePlan(trx, change.accountId, change.plan, change.reason, at);
      const completed = change.completeCheckout;
      if (completed)
        await trx
          .updateTable('checkout_sessions')
          .set({ status: 'completed', subscription_id: completed.subscriptionId, completed_at: at })
          .where('id', '=', completed.id)
          .execute();
      await trx.updateTable('billing_events').set({ account_id: change.accountId }).where('id', '=', event.id).execute();
      return { duplicate: false, plan_changed: planChanged };
    });
  }
}
