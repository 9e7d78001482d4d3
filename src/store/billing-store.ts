import type { Db } from './db.js';

export interface CheckoutRow {
  id: string;
  account_id: string;
  plan: string;
  status: 'open' | 'completed';
  subscription_id: string | null;
  created_at: string;
  completed_at: string | null;
}

/** What one processor event changes: at most one account's plan, plus the checkout it completes. */
export interface PlanChange {
  accountId: string;
  plan: string;
  completeCheckout?: { id: string; subscriptionId: string | null };
}

/** Checkout sessions and processed payment-processor events. */
export class BillingStore {
  constructor(private readonly db: Db) {}

  async addCheckout(row: CheckoutRow): Promise<void> {
    await this.db.kysely.insertInto('checkout_sessions').values(row).execute();
  }

  async findCheckout(id: string): Promise<CheckoutRow | undefined> {
    return this.db.kysely.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst() as Promise<CheckoutRow | undefined>;
  }

  async findBySubscription(subscriptionId: string): Promise<CheckoutRow | undefined> {
    return this.db.kysely
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst() as Promise<CheckoutRow | undefined>;
  }

  /**
   * Applies an event exactly once: the event id is inserted in the same transaction as the plan
   * change, so a redelivered event (or two instances receiving it at once) changes nothing the
   * second time. Returns false for an event already applied.
   */
  async applyOnce(event: { id: string; type: string; receivedAt: string }, change: PlanChange | null): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('billing_events')
        .values({ id: event.id, type: event.type, account_id: change?.accountId ?? null, received_at: event.receivedAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      if (!change) return true;
      await trx.updateTable('accounts').set({ plan: change.plan }).where('id', '=', change.accountId).execute();
      if (change.completeCheckout) {
        await trx
          .updateTable('checkout_sessions')
          .set({ status: 'completed', subscription_id: change.completeCheckout.subscriptionId, completed_at: event.receivedAt })
          .where('id', '=', change.completeCheckout.id)
          .execute();
      }
      return true;
    });
  }
}
