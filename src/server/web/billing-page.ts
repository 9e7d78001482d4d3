import type { PlanId, PlanInfo, PlanTable } from '../../accounts/plans.js';
import type { PaidPlan } from '../../billing/processor.js';
import type { AccountRow } from '../../store/accounts-store.js';
import type { Database } from '../../store/schema.js';
import { html, page, raw, type Raw } from './layout.js';

export interface BillingView {
  account: AccountRow;
  csrf: string;
  plans: PlanTable;
  /** Plans that can be bought here now (processor configured and a price set); empty when billing is not configured. */
  purchasable: PaidPlan[];
  configured: boolean;
  intents: Array<Database['commercial_intents']>;
  /** The pricing statement, as rendered from /pricing.md. */
  statementHtml: string;
  checkoutState?: 'success' | 'cancelled';
  /** Where to ask about Enterprise; null when this server names no contact. */
  salesContact: string | null;
  error?: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

function upgradeReason(intents: BillingView['intents']): Raw | string {
  if (intents.length === 0) return '';
  const items = intents
    .slice(0, 3)
    .map((i) => html`<li>Request <code>${i.request_id}</code> on ${i.created_at.slice(0, 16).replace('T', ' ')} UTC (from <code>${i.source_path}</code>)</li>`);
  return html`<section class="notice warn" aria-labelledby="why-title" id="upgrade-reason"><h2 id="why-title">Why you are seeing an upgrade prompt</h2>
<p>Your agent asked for paid access after a useful travel answer (${intents.length} commercial intent record${intents.length === 1 ? '' : 's'}):</p><ul>${items}</ul></section>`;
}

function planCard(view: BillingView, plan: PlanInfo): Raw {
  const current = view.account.plan === plan.id;
  const price = plan.price_usd_per_month === null ? 'Custom price' : plan.price_usd_per_month === 0 ? 'Free' : `${plan.price_usd_per_month} USD per month`;
  let action: Raw | string = '';
  if (current) action = html`<p><strong>Your current plan.</strong></p>`;
  else if (plan.id === 'enterprise') {
    action = view.salesContact
      ? html`<p><a class="button secondary" href="${view.salesContact}">Contact sales</a></p>`
      : html`<p>Arranged with the team that runs this server.</p>`;
  } else if ((view.purchasable as string[]).includes(plan.id)) {
    action = html`<form method="post" action="/billing/checkout"><input type="hidden" name="csrf" value="${view.csrf}"><input type="hidden" name="plan" value="${plan.id}"><button type="submit">Upgrade to ${plan.name}</button></form>`;
  }
  return html`<section class="card${current ? ' current' : ''}" aria-labelledby="plan-${plan.id}"><h3 id="plan-${plan.id}">${plan.name}</h3>
<p class="price">${price}</p><p>${fmt(plan.limits.hourly)} requests per hour, ${fmt(plan.limits.monthly)} per rolling 30 days (per key).</p>
${action}</section>`;
}

export function billingPage(view: BillingView): string {
  const current = view.plans[view.account.plan as PlanId];
  const state =
    view.checkoutState === 'success'
      ? html`<div class="notice ok" role="status"><p>Thank you. Your plan changes as soon as the payment processor confirms the payment (usually within seconds); reload this page to see it.</p></div>`
      : view.checkoutState === 'cancelled'
        ? html`<div class="notice" role="status"><p>Checkout was cancelled; nothing was charged.</p></div>`
        : '';
  const error = view.error ? html`<div class="notice error" role="alert"><p>${view.error}</p></div>` : '';
  const notConfigured = view.configured
    ? ''
    : html`<div class="notice warn" id="billing-not-configured" role="status"><p><strong>Online payment is not available on this server.</strong> Plans cannot be bought here yet; the plans and limits below are what the service enforces.</p></div>`;
  const body = html`<h1>Billing</h1>
${state}${error}
<p>Signed in as <strong>${view.account.email}</strong>. Current plan: <strong id="current-plan">${current?.name ?? view.account.plan}</strong>.</p>
${upgradeReason(view.intents)}
${notConfigured}
<h2>Plans</h2>
<div class="cards">${(['free_sandbox', 'hobby', 'pro', 'enterprise'] as const).map((id) => planCard(view, view.plans[id]))}</div>
<h2>What a plan costs</h2>
${raw(view.statementHtml)}
<p>Full table: <a href="/pricing">pricing and limits</a>.</p>`;
  return page('Billing', body, { user: { email: view.account.email, csrf: view.csrf }, description: 'Your svc plan, its limits, and upgrades.' });
}
