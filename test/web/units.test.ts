import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, normalizeEmail, passwordProblem, verifyPassword } from '../../src/accounts/passwords.js';
import { anonymousCsrfToken, loginDecision, loginSubjects, newSession, safeNext, sessionIdHash, throttleSubject, tokensMatch } from '../../src/accounts/sessions.js';
import { billingConfigFromEnv } from '../../src/billing/config.js';
import { planChangeFor } from '../../src/billing/events.js';
import { ConfigError } from '../../src/config.js';
import type { CheckoutRow } from '../../src/store/billing-store.js';
import { climateChart, usageChart } from '../../src/server/web/charts.js';
import { html, raw } from '../../src/server/web/layout.js';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never accepts a password for an account without a hash, yet does the same work', async () => {
    const started = performance.now();
    expect(await verifyPassword('anything at all', null)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });

  it('states what is wrong with a new password or email', () => {
    expect(passwordProblem('short')).toContain('at least 10');
    expect(passwordProblem('x'.repeat(201))).toContain('at most 200');
    expect(passwordProblem('long enough password')).toBeNull();
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalizeEmail('no-at-sign')).toBeNull();
    expect(normalizeEmail('a@b')).toBeNull();
  });
});

describe('sessions and redirects', () => {
  it('keeps only a hash of the session token and compares CSRF tokens exactly', () => {
    const s = newSession(new Date('2026-01-01T00:00:00Z'));
    expect(s.idHash).toBe(sessionIdHash(s.token));
    expect(s.idHash).not.toContain(s.token);
    expect(s.expiresAt).toBe('2026-01-08T00:00:00.000Z');
    expect(tokensMatch(s.csrfToken, s.csrfToken)).toBe(true);
    expect(tokensMatch(s.csrfToken, `${s.csrfToken}x`)).toBe(false);
    expect(tokensMatch(s.csrfToken, undefined)).toBe(false);
    expect(anonymousCsrfToken('secret-a', 'nonce')).not.toBe(anonymousCsrfToken('secret-b', 'nonce'));
  });

  it('accepts local paths and nothing else for next (property)', () => {
    expect(safeNext('/billing')).toBe('/billing');
    expect(safeNext('/dashboard?x=1#k')).toBe('/dashboard?x=1#k');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tfoo', '', undefined, 42]) {
      expect(safeNext(bad)).toBe('/dashboard');
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const out = safeNext(input);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://svc.example').origin).toBe('https://svc.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('counts sign-in failures, sign-ups and demo searches of one address apart, never storing the address', () => {
    const subjects = (['login-address', 'signup-address', 'travel-demo-address'] as const).map((p) => throttleSubject('secret-0123456789', p, '198.51.100.7'));
    expect(new Set(subjects).size).toBe(3);
    expect(loginSubjects('secret-0123456789', 'a@b.co', '198.51.100.7').address).toBe(subjects[0]);
    for (const s of subjects) expect(s).not.toContain('198.51');
  });

  it('throttles at five failures per account or twenty per address', () => {
    expect(loginDecision({ account: 4, address: 19 }).allowed).toBe(true);
    expect(loginDecision({ account: 5, address: 0 })).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect(loginDecision({ account: 0, address: 20 }).allowed).toBe(false);
  });
});

describe('billing rules', () => {
  it('reads Stripe settings only as a pair, with the API base split for the client', () => {
    expect(billingConfigFromEnv({}).stripe).toBeNull();
    expect(() => billingConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    const local = billingConfigFromEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_API_BASE: 'http://127.0.0.1:9999', STRIPE_PRICE_PRO: 'price_p' });
    expect(local.stripe?.api).toEqual({ host: '127.0.0.1', port: 9999, protocol: 'http' });
    expect(local.stripe?.prices).toEqual({ hobby: null, pro: 'price_p' });
    expect(billingConfigFromEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).stripe?.api).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
  });

  it('takes account and plan from its own checkout record, never from the event', async () => {
    const checkout: CheckoutRow = { id: 'cs_1', account_id: 'acct_a', plan: 'hobby', status: 'open', subscription_id: null, created_at: '', completed_at: null };
    const lookups = { findCheckout: async (id: string) => (id === 'cs_1' ? checkout : undefined), findBySubscription: async (id: string) => (id === 'sub_1' ? checkout : undefined) };
    const completed = { id: 'evt_1', type: 'checkout.session.completed', checkoutSessionId: 'cs_1', subscriptionId: 'sub_1', paid: true };
    expect(await planChangeFor(completed, lookups)).toEqual({ accountId: 'acct_a', plan: 'hobby', reason: 'billing_checkout_completed', completeCheckout: { id: 'cs_1', subscriptionId: 'sub_1' } });
    expect(await planChangeFor({ ...completed, paid: false }, lookups)).toBeNull();
    expect(await planChangeFor({ ...completed, checkoutSessionId: 'cs_other' }, lookups)).toBeNull();
    expect(await planChangeFor({ ...completed, type: 'invoice.paid' }, lookups)).toBeNull();
    expect(await planChangeFor({ id: 'evt_2', type: 'customer.subscription.deleted', checkoutSessionId: null, subscriptionId: 'sub_1', paid: false }, lookups)).toMatchObject({ plan: 'free_sandbox' });
  });
});

describe('page building blocks', () => {
  it('escapes every interpolated value unless it is marked as markup', () => {
    expect(html`<p>${'<script>"x"</script>'}</p>`.html).toBe('<p>&lt;script&gt;&quot;x&quot;&lt;/script&gt;</p>');
    expect(html`<p>${raw('<b>ok</b>')}${null}${[html`<i>${'&'}</i>`]}</p>`.html).toBe('<p><b>ok</b><i>&amp;</i></p>');
  });

  it('draws one bar per day with heights proportional to the counts and a text total', () => {
    const svg = usageChart([{ day: '2026-01-01', count: 0 }, { day: '2026-01-02', count: 5 }, { day: '2026-01-03', count: 10 }]).html;
    expect(svg).toContain('data-total="15"');
    const heights = [...svg.matchAll(/height="(\d+)" data-day/g)].map((m) => Number(m[1]));
    expect(heights[0]).toBe(0);
    expect(heights[2]).toBe(2 * (heights[1] ?? 0));
    expect(svg).toContain('role="img"');
    expect(svg).toContain('15 requests in the last 3 days');
  });

  it('labels the climate chart with its warmest month and its provenance', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, high_c: i === 6 ? 30 : 15, low_c: 5, precip_mm: 40 }));
    const svg = climateChart(months, 'curated_baseline (NOAA normals)', 'c1').html;
    expect(svg).toContain('warmest month Jul with an average high of 30 °C');
    expect(svg).toContain('curated_baseline (NOAA normals)');
    expect(svg.match(/class="high"/g)).toHaveLength(12);
  });
});
