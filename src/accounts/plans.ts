/**
 * Plans and their limits. Hourly limits are fixed clock-hour windows; the monthly limit is a
 * rolling 30-day window (720 hourly buckets), for every plan, so "per month" never resets all at
 * once on a calendar boundary.
 */
export type PlanId = 'free_sandbox' | 'hobby' | 'pro' | 'enterprise';
export type KeyOrigin = 'activation' | 'dashboard';

export interface Limits {
  hourly: number;
  monthly: number;
}

export interface PlanInfo {
  id: PlanId;
  name: string;
  price_usd_per_month: number | null;
  included_credits_usd: number | null;
  limits: Limits;
  summary: string;
}

export interface PlanTable {
  activation: Limits;
  free_sandbox: PlanInfo;
  hobby: PlanInfo;
  pro: PlanInfo;
  enterprise: PlanInfo;
}

export const ROLLING_WINDOW_HOURS = 720;

type LimitOverrides = Partial<Record<'hobby' | 'pro' | 'enterprise', { hourly?: number | undefined; monthly?: number | undefined }>>;

function withOverrides(base: Limits, override: LimitOverrides[keyof LimitOverrides]): Limits {
  return { hourly: override?.hourly ?? base.hourly, monthly: override?.monthly ?? base.monthly };
}

export function defaultPlanTable(overrides: LimitOverrides = {}): PlanTable {
  return {
    activation: { hourly: 10, monthly: 100 },
    free_sandbox: {
      id: 'free_sandbox',
      name: 'Free sandbox',
      price_usd_per_month: 0,
      included_credits_usd: 0,
      limits: { hourly: 100, monthly: 2500 },
      summary: 'Dashboard-created free key. Keys created by POST /api/v1/activation are limited to 10 per hour and 100 per 30 days.',
    },
    hobby: {
      id: 'hobby',
      name: 'Hobby',
      price_usd_per_month: 5,
      included_credits_usd: 5,
      limits: withOverrides({ hourly: 1000, monthly: 20000 }, overrides.hobby),
      summary: '5 USD per month, billed as a recurring subscription that includes 5 USD of usage credit.',
    },
    pro: {
      id: 'pro',
      name: 'Pro',
      price_usd_per_month: 20,
      included_credits_usd: 20,
      limits: withOverrides({ hourly: 5000, monthly: 100000 }, overrides.pro),
      summary: '20 USD per month minimum, including 20 USD of usage credit.',
    },
    enterprise: {
      id: 'enterprise',
      name: 'Enterprise',
      price_usd_per_month: null,
      included_credits_usd: null,
      limits: withOverrides({ hourly: 20000, monthly: 1000000 }, overrides.enterprise),
      summary: 'Custom subscription and limits, agreed per customer.',
    },
  };
}

/** The limits that apply to one key: activation keys on the sandbox plan have their own, tighter limits. */
export function limitsFor(plans: PlanTable, plan: PlanId, origin: KeyOrigin): Limits {
  if (plan === 'free_sandbox' && origin === 'activation') return plans.activation;
  return plans[plan].limits;
}
