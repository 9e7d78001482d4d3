import { Type, type Static } from '@sinclair/typebox';
import { Closed } from './common.js';

/** Answer to the payment processor's webhook delivery (Stripe retries until it gets a 2xx). */
export const BillingWebhookResponse = Closed(
  {
    received: Type.Literal(true),
    duplicate: Type.Boolean({ description: 'True when this event id was already applied; nothing changed this time.' }),
    plan_changed: Type.Boolean({ description: 'True when the event changed an account plan (paid checkout or cancelled subscription).' }),
  },
  { $id: 'BillingWebhookResponse', description: 'Acknowledgement of a verified payment-processor event.' },
);
export type BillingWebhookResponse = Static<typeof BillingWebhookResponse>;
