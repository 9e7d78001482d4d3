import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

describe.each(DIALECTS)('billing without processor credentials (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('says billing is not configured, offers no checkout, and has no webhook route', async () => {
    const web = new WebClient(server.baseUrl);
    await web.signup(uniqueEmail(), 'correct horse battery', '/billing');
    const page = await web.get('/billing');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Online payment is not available on this server.');
    expect(page.text).not.toContain('action="/billing/checkout"');
    // The one pricing statement, reused from /pricing.md.
    const md = await (await fetch(`${server.baseUrl}/pricing.md`)).text();
    const statement = /## What a plan costs, in one statement\n\n([^\n]+)/.exec(md)?.[1] ?? '';
    expect(statement.length).toBeGreaterThan(100);
    expect(page.text).toContain(statement.slice(0, 60));
    const refused = await web.post('/billing/checkout', { csrf: csrfOf(page.text), plan: 'hobby' });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe('/billing');
    expect((await web.get('/billing')).text).toContain('plans cannot be bought here yet');
    const hook = await server.request('POST', '/billing/webhook', {
      body: { id: 'evt_1', type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(hook.status).toBe(404);
  });
});

describe.each(DIALECTS)('billing through Stripe Checkout (%s)', (dialect) => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      dialect,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_local_0123456789',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        STRIPE_PRICE_HOBBY: 'price_hobby_test',
        STRIPE_PRICE_PRO: 'price_pro_test',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const deliver = (payload: string, signature?: string) =>
    server.request<{ received: boolean; duplicate: boolean; plan_changed: boolean }>('POST', '/billing/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    });

  async function checkout(plan = 'hobby') {
    const web = new WebClient(server.baseUrl);
    const email = uniqueEmail('buyer');
    await web.signup(email);
    const page = await web.get('/billing');
    const res = await web.post('/billing/checkout', { csrf: csrfOf(page.text), plan });
    const account = (await server.store.accounts.findAccountByEmail(email))!;
    return { web, res, account, sessionId: res.location?.split('/').pop() ?? '' };
  }

  it('creates a subscription checkout session for the account and sends the browser to it', async () => {
    const { res, account, sessionId } = await checkout('hobby');
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${stripe.url}/c/pay/${sessionId}`);
    const sent = stripe.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk_test_local_0123456789');
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe('price_hobby_test');
    expect(sent.form.get('client_reference_id')).toBe(account.id);
    expect(sent.form.get('success_url')).toBe(`${server.baseUrl}/billing?checkout=success`);
    expect(account.plan).toBe('free_sandbox'); // nothing changes before the processor confirms
  });

  it('upgrades the plan on a correctly signed checkout.session.completed, exactly once', async () => {
    const { web, account, sessionId } = await checkout('pro');
    const payload = stripe.completedEvent(sessionId);
    const first = await deliver(payload, stripe.sign(payload, WEBHOOK_SECRET));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false, plan_changed: true });
    expect((await server.store.accounts.findAccount(account.id))?.plan).toBe('pro');
    const changes = await server.store.db.kysely.selectFrom('plan_changes').selectAll().where('account_id', '=', account.id).execute();
    expect(changes.map((c) => [c.from_plan, c.to_plan, c.reason])).toEqual([['free_sandbox', 'pro', 'billing_checkout_completed']]);

    const again = await deliver(payload, stripe.sign(payload, WEBHOOK_SECRET));
    expect(again.body).toEqual({ received: true, duplicate: true, plan_changed: false });
    expect(await server.store.db.kysely.selectFrom('plan_changes').selectAll().where('account_id', '=', account.id).execute()).toHaveLength(1);

    const dashboard = await web.get('/dashboard');
    expect(dashboard.text).toContain('<strong id="plan-name">Pro</strong>');
    expect(dashboard.text).toContain('<strong>5,000</strong> requests per hour');
    const billing = await web.get('/billing?checkout=success');
    expect(billing.text).toContain('Current plan: <strong id="current-plan">Pro</strong>');
  });

  it('applies an event delivered several times at once exactly once, its record written with its effect', async () => {
    const { account, sessionId } = await checkout('hobby');
    const payload = stripe.completedEvent(sessionId);
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => deliver(payload, stripe.sign(payload, WEBHOOK_SECRET))));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200]);
    expect(outcomes.filter((o) => !o.body.duplicate).map((o) => o.body)).toEqual([{ received: true, duplicate: false, plan_changed: true }]);
    const changes = await server.store.db.kysely.selectFrom('plan_changes').select('to_plan').where('account_id', '=', account.id).execute();
    expect(changes).toEqual([{ to_plan: 'hobby' }]);
    const recorded = await server.store.db.kysely
      .selectFrom('billing_events')
      .select('account_id')
      .where('id', '=', (JSON.parse(payload) as { id: string }).id)
      .execute();
    expect(recorded).toEqual([{ account_id: account.id }]);
    expect((await server.store.db.kysely.selectFrom('checkout_sessions').select('status').where('id', '=', sessionId).executeTakeFirst())?.status).toBe(
      'completed',
    );
  });

  it('refuses badly signed, tampered, unsigned and stale events and changes nothing', async () => {
    const { account, sessionId } = await checkout('hobby');
    const payload = stripe.completedEvent(sessionId);
    const wrongSecret = await deliver(payload, stripe.sign(payload, 'whsec_someone_else'));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body).toEqual({ error: expect.stringContaining('webhook signature verification failed') });
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect((await deliver(tampered, stripe.sign(payload, WEBHOOK_SECRET))).status).toBe(400);
    expect((await deliver(payload)).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await deliver(payload, stripe.sign(payload, WEBHOOK_SECRET, stale))).status).toBe(400);
    expect((await server.store.accounts.findAccount(account.id))?.plan).toBe('free_sandbox');
    // The same event, correctly signed, still applies: refusals recorded nothing.
    expect((await deliver(payload, stripe.sign(payload, WEBHOOK_SECRET))).body.plan_changed).toBe(true);
  });

  it('ignores unpaid checkouts and checkouts it did not start; a cancelled subscription returns to free', async () => {
    const { account, sessionId } = await checkout('hobby');
    const unpaid = stripe.completedEvent(sessionId, { paid: false });
    expect((await deliver(unpaid, stripe.sign(unpaid, WEBHOOK_SECRET))).body.plan_changed).toBe(false);
    const foreign = stripe.completedEvent('cs_test_not_ours');
    expect((await deliver(foreign, stripe.sign(foreign, WEBHOOK_SECRET))).body.plan_changed).toBe(false);
    expect((await server.store.accounts.findAccount(account.id))?.plan).toBe('free_sandbox');

    const paid = stripe.completedEvent(sessionId);
    await deliver(paid, stripe.sign(paid, WEBHOOK_SECRET));
    expect((await server.store.accounts.findAccount(account.id))?.plan).toBe('hobby');
    const subscription = JSON.parse(paid).data.object.subscription as string;
    const deleted = stripe.subscriptionDeletedEvent(subscription);
    expect((await deliver(deleted, stripe.sign(deleted, WEBHOOK_SECRET))).body.plan_changed).toBe(true);
    expect((await server.store.accounts.findAccount(account.id))?.plan).toBe('free_sandbox');
  });

  it('says no plan changed when the account an event names is gone, and treats the event as applied', async () => {
    const event = { id: `evt_gone_${dialect}`, type: 'customer.subscription.deleted' };
    const gone = async () => ({ accountId: 'acct_gone', plan: 'free_sandbox', reason: 'billing_subscription_deleted' as const });
    const at = server.clock.now().toISOString();
    expect(await server.store.billing.applyEventOnce(event, at, gone)).toEqual({ duplicate: false, plan_changed: false });
    expect(await server.store.billing.applyEventOnce(event, at, gone)).toEqual({ duplicate: true, plan_changed: false });
  });

  it('refuses a checkout post without the session CSRF token, and unknown plans', async () => {
    const web = new WebClient(server.baseUrl);
    await web.signup(uniqueEmail());
    const before = stripe.requests.length;
    expect((await web.post('/billing/checkout', { plan: 'hobby' })).status).toBe(403);
    const page = await web.get('/billing');
    // Refusals follow post/redirect/get: the reason is shown on /billing, once.
    const refused = await web.post('/billing/checkout', { csrf: csrfOf(page.text), plan: 'enterprise' });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe('/billing');
    expect((await web.get('/billing')).text).toContain('That plan cannot be bought here');
    expect((await web.get('/billing')).text).not.toContain('That plan cannot be bought here');
    expect(stripe.requests.length).toBe(before);
  });

  it('shows the commercial intent recorded through the API as the reason for the upgrade prompt', async () => {
    const web = new WebClient(server.baseUrl);
    await web.signup(uniqueEmail('intent'));
    const key = /id="new-key-value">([^<]+)</.exec((await web.get('/dashboard')).text)![1]!;
    const search = await server.request('POST', '/api/v1/travel/search', { key, body: { user_request: 'A week of beaches in Portugal in June for two' } });
    expect(search.body.commercial_next_step).not.toBeNull();
    const requestId: string = search.body.request_id;
    const intent = await server.request('POST', '/api/v1/commercial/intent', { key, body: { request_id: requestId } });
    expect(intent.status).toBe(200);
    const billing = await web.get('/billing');
    expect(billing.text).toContain('Why you are seeing an upgrade prompt');
    expect(billing.text).toContain(requestId);
  });
});
