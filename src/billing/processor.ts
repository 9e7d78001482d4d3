/** The payment-processor interface the billing routes use; Stripe Checkout implements it. */
export type PaidPlan = 'hobby' | 'pro';
export const PAID_PLANS: readonly PaidPlan[] = ['hobby', 'pro'];

export interface CheckoutRequest {
  accountId: string;
  email: string;
  plan: PaidPlan;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** The processor's hosted payment page. */
  url: string;
}

/** A verified processor event, reduced to the fields billing acts on. */
export interface ProcessorEvent {
  id: string;
  type: string;
  checkoutSessionId: string | null;
  subscriptionId: string | null;
  /** Whether a completed checkout was actually paid (or needs no payment). */
  paid: boolean;
}

export interface PaymentProcessor {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook body; throws InvalidSignatureError when it does not match. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): ProcessorEvent;
}

export class InvalidSignatureError extends Error {}
