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
    return this.db.kysely.selectFrom('checkout_sessions').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst() as Promise<
      CheckoutRow | undefined
    >;
  }

  async eventSeen(id: string): Promise<boolean> {
    return (await this.db.kysely.selectFrom('billing_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** Marks an event applied; a second delivery of the same event id changes nothing. */
  async recordEvent(row: { id: string; type: string; account_id: string | null; received_at: string }): Promise<void> {
    await this.db.kysely
      .insertInto('billing_events')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  async completeCheckout(id: string, subscriptionId: string | null, at: string): Promise<void> {
    await this.db.kysely
      .updateTable('checkout_sessions')
      .set({ status: 'completed', subscription_id: subscriptionId, completed_at: at })
      .where('id', '=', id)
      .execute();
  }
}
