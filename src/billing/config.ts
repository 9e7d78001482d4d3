import { ConfigError, type Env } from '../config-env.js';

/** Stripe Checkout settings. Null when the processor credentials are absent: billing says it is not configured. */
export interface BillingConfig {
  stripe: StripeSettings | null;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API answers; https://api.stripe.com in production, a local server in tests. */
  api: { host: string; port: number; protocol: 'http' | 'https' };
  /** Stripe Price ids of the purchasable plans; a plan without one cannot be bought here. */
  prices: { hobby: string | null; pro: string | null };
}

export function billingConfigFromEnv(env: Env): BillingConfig {
  const secretKey = env.STRIPE_SECRET_KEY || null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if ((secretKey === null) !== (webhookSecret === null)) {
    throw new ConfigError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (billing then reports that it is not configured).');
  }
  if (secretKey === null || webhookSecret === null) return { stripe: null };
  const raw = env.STRIPE_API_BASE || 'https://api.stripe.com';
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be an absolute URL, got "${raw}"`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new ConfigError(`STRIPE_API_BASE must be http or https, got "${raw}"`);
  const protocol = base.protocol === 'https:' ? 'https' : 'http';
  return {
    stripe: {
      secretKey,
      webhookSecret,
      api: { host: base.hostname, port: base.port ? Number(base.port) : protocol === 'https' ? 443 : 80, protocol },
      prices: { hobby: env.STRIPE_PRICE_HOBBY || null, pro: env.STRIPE_PRICE_PRO || null },
    },
  };
}
