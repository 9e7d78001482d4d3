import fc from 'fast-check';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hashPassword, normalizeEmail, passwordProblem, verifyPassword } from '../../src/accounts/passwords.js';
import { anonymousCsrfToken, deviceToken, newSession, safeNext, sessionIdHash, tokensMatch, trustedDevice } from '../../src/accounts/sessions.js';
import { freshState, networkOf, reserve, RULES, throttleSubject, type ThrottleState } from '../../src/accounts/throttle.js';
import { billingConfigFromEnv } from '../../src/billing/config.js';
import { planChangeFor, type CheckoutRow } from '../../src/billing/events.js';
import { ConfigError } from '../../src/config.js';
import { climateChart, usageChart } from '../../src/server/web/charts.js';
import { webConfigFromEnv } from '../../src/config-web.js';
import { html, raw } from '../../src/server/web/layout.js';
import { smtpMailer } from '../../src/server/web/mailer.js';
import { renderMarkdown } from '../../src/server/web/markdown.js';
import { otherAirports, readOrigin, suggestOrigins } from '../../src/server/web/origins.js';
import { plainWords } from '../../src/server/web/travel-results.js';
import { understandingPanel } from '../../src/server/web/travel-understanding.js';

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

  it('states what is wrong with a new password or email', async () => {
    expect(await passwordProblem('short')).toContain('too easy to guess');
    expect(await passwordProblem('1234567890')).toContain('too easy to guess');
    expect(await passwordProblem('8302917465')).toContain('too easy to guess');
    expect(await passwordProblem('password1234')).toContain('too easy to guess');
    expect(await passwordProblem('ada.lovelace2024', ['ada.lovelace@example.com'])).toContain('too easy to guess');
    expect(await passwordProblem('x'.repeat(201))).toContain('at most 200');
    expect(await passwordProblem('long enough password')).toBeNull();
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

  it('refuses the redirect targets that normalize to another origin', () => {
    for (const bad of [
      '/.//x.example',
      '/..//x.example',
      '/%2e//x.example',
      '/a/..//x.example',
      '/%2E%2E//x.example',
      '/./\\x.example',
      '/.//x.example/path?q=1',
    ]) {
      expect(safeNext(bad), bad).toBe('/dashboard');
    }
    expect(safeNext('/a/../billing')).toBe('/billing');
  });

  it('trusts a browser only with a device cookie issued to that account', () => {
    const token = deviceToken('secret-0123456789', 'acct_a');
    expect(trustedDevice('secret-0123456789', 'acct_a', token)).toBe(token.split('.')[0]);
    expect(trustedDevice('secret-0123456789', 'acct_b', token)).toBeNull();
    expect(trustedDevice('other-secret-012345', 'acct_a', token)).toBeNull();
    expect(trustedDevice('secret-0123456789', 'acct_a', `${token}x`)).toBeNull();
    expect(trustedDevice('secret-0123456789', 'acct_a', undefined)).toBeNull();
  });
});

describe('attempt throttling', () => {
  const rule = RULES.loginPair;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
  const run = (state: ThrottleState, minutes: number) => reserve(state, rule, at(minutes));

  it('allows the limit within a window, then locks for the window', () => {
    let state = freshState(at(0));
    for (let i = 0; i < rule.limit; i++) {
      const r = run(state, i);
      expect(r.allowed).toBe(true);
      state = r.state;
    }
    const refused = run(state, 5);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(15 * 60_000);
    expect(run(refused.state, 19).allowed).toBe(false);
    expect(run(refused.state, 20).allowed).toBe(true);
  });

  it('doubles the lock with each lock-out, caps it, and forgives after a quiet spell', () => {
    let state = freshState(at(0));
    let now = 0;
    const locks: number[] = [];
    for (let round = 0; round < 9; round++) {
      for (let i = 0; i < rule.limit; i++) state = run(state, now).state;
      const refused = run(state, now);
      locks.push(refused.retryAfterMs / 60_000);
      state = refused.state;
      now += refused.retryAfterMs / 60_000;
    }
    expect(locks).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    const forgiven = run(state, now + 24 * 60);
    expect(forgiven.allowed).toBe(true);
    expect(forgiven.state.strikes).toBe(0);
  });

  it('counts one network per IPv6 /64 and keeps IPv4 addresses apart', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe(networkOf('2001:db8:1:2:ffff:1:2:3'));
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'));
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(networkOf('198.51.100.7')).not.toBe(networkOf('198.51.100.8'));
  });

  it('keeps kinds of attempt apart and never stores the address', () => {
    const subjects = (['login-address', 'signup-address', 'reset-address'] as const).map((p) => throttleSubject('secret-0123456789', p, '198.51.100.7'));
    expect(new Set(subjects).size).toBe(3);
    for (const s of subjects) expect(s).not.toContain('198.51');
  });
});

describe('site settings and content', () => {
  it('keeps a visitor to at most a tenth of the demo budget, and checks the mail settings', () => {
    expect(webConfigFromEnv({}).demo).toEqual({ sitePerHour: 1000, visitorPerHour: 20 });
    expect(() => webConfigFromEnv({ TRAVEL_DEMO_PER_HOUR: '100', TRAVEL_DEMO_VISITOR_PER_HOUR: '30' })).toThrow(ConfigError);
    expect(webConfigFromEnv({}).mail).toBeNull();
    expect(() => webConfigFromEnv({ SMTP_URL: 'smtp://mail.example:25' })).toThrow(/SMTP_FROM/);
    expect(() => webConfigFromEnv({ SMTP_URL: 'http://mail.example', SMTP_FROM: 'a@b.example' })).toThrow(/smtp:/);
    expect(webConfigFromEnv({ SMTP_URL: 'smtp://mail.example:25', SMTP_FROM: 'svc <no-reply@b.example>' }).mail).toEqual({
      smtpUrl: 'smtp://mail.example:25',
      from: 'svc <no-reply@b.example>',
    });
  });

  it('renders markdown emphasis, anchors, labelled table cells and highlighted code with a copy button', () => {
    const out = renderMarkdown(
      '## Keys and *bearer* tokens\n\nSend a *bearer* token.\n\n| Name | Meaning |\n|---|---|\n| a | b |\n\n```json\n{"a": 1}\n```\n\n<script>x</script>\n',
    );
    expect(out).toContain('<em>bearer</em>');
    expect(out).not.toContain('*bearer*');
    expect(out).toContain('id="keys-and-bearer-tokens"');
    expect(out).toContain('href="#keys-and-bearer-tokens"');
    expect(out).toContain('<td data-label="Meaning">b</td>');
    expect(out).toContain('<span class="hljs-attr">&quot;a&quot;</span>');
    expect(out).toContain('data-copy="code-1"');
    expect(out).toContain('&lt;script&gt;');
  });

  it('aligns table columns with classes, never style attributes (the CSP allows no inline style)', () => {
    const out = renderMarkdown('| set | share | note |\n|---|---:|:---:|\n| a | 90% | ok |\n');
    expect(out).not.toContain('style=');
    expect(out).toContain('<th class="align-right">share</th>');
    expect(out).toContain('<td class="align-center" data-label="note">ok</td>');
  });

  it('reads the origin field as a code, a city with one airport, or asks', () => {
    expect(readOrigin('')).toEqual({ kind: 'none' });
    expect(readOrigin('sfo')).toMatchObject({ kind: 'airport', code: 'SFO' });
    expect(readOrigin('San Francisco')).toMatchObject({ kind: 'airport', code: 'SFO' });
    expect(readOrigin('London Heathrow Airport (LHR), London, GB')).toMatchObject({ kind: 'airport', code: 'LHR' });
    const portland = readOrigin('Portland');
    expect(portland.kind).toBe('unknown');
    expect(portland.kind === 'unknown' && portland.suggestions.map((s) => s.code)).toEqual(expect.arrayContaining(['PDX', 'PWM']));
    expect(readOrigin('xyzzy qwerty')).toMatchObject({ kind: 'unknown', suggestions: [] });
    expect(suggestOrigins('san f')[0]?.code).toBe('SFO');
    // Full-width letters, as an East Asian keyboard types them, read as the plain ones.
    expect(suggestOrigins('ｓａｎ ｆ')[0]?.code).toBe('SFO');
    expect(suggestOrigins('x')).toEqual([]);
  });

  it('offers the other airports of the name written, then of the same metro, with country names', () => {
    const london = otherAirports('LHR', 'London').map((s) => s.code);
    expect(london).toEqual(expect.arrayContaining(['LGW', 'STN', 'YXU']));
    expect(london).not.toContain('LHR');
    expect(otherAirports('LGW', null).map((s) => s.code)).toContain('LHR');
    expect(suggestOrigins('London').find((s) => s.code === 'YXU')?.label).toMatch(/London, Canada$/);
  });
});

describe('outgoing mail', () => {
  it('gives up on a mail server that accepts the connection and never greets, instead of holding the queue', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const mailer = smtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'svc <no-reply@b.example>' }, 200);
      const started = Date.now();
      await expect(mailer?.send({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow(/greeting|timeout/i);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('billing rules', () => {
  it('reads Stripe settings only as a pair, with the API base split for the client', () => {
    expect(billingConfigFromEnv({}).stripe).toBeNull();
    expect(() => billingConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    const local = billingConfigFromEnv({
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      STRIPE_API_BASE: 'http://127.0.0.1:9999',
      STRIPE_PRICE_PRO: 'price_p',
    });
    expect(local.stripe?.api).toEqual({ host: '127.0.0.1', port: 9999, protocol: 'http' });
    expect(local.stripe?.prices).toEqual({ hobby: null, pro: 'price_p' });
    expect(billingConfigFromEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).stripe?.api).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
  });

  it('takes account and plan from its own checkout record, never from the event', async () => {
    const checkout: CheckoutRow = {
      id: 'cs_1',
      account_id: 'acct_a',
      plan: 'hobby',
      status: 'open',
      subscription_id: null,
      created_at: '',
      completed_at: null,
    };
    const lookups = {
      findCheckout: async (id: string) => (id === 'cs_1' ? checkout : undefined),
      findBySubscription: async (id: string) => (id === 'sub_1' ? checkout : undefined),
    };
    const completed = { id: 'evt_1', type: 'checkout.session.completed', checkoutSessionId: 'cs_1', subscriptionId: 'sub_1', paid: true };
    expect(await planChangeFor(completed, lookups)).toEqual({
      accountId: 'acct_a',
      plan: 'hobby',
      reason: 'billing_checkout_completed',
      completeCheckout: { id: 'cs_1', subscriptionId: 'sub_1' },
    });
    expect(await planChangeFor({ ...completed, paid: false }, lookups)).toBeNull();
    expect(await planChangeFor({ ...completed, checkoutSessionId: 'cs_other' }, lookups)).toBeNull();
    expect(await planChangeFor({ ...completed, type: 'invoice.paid' }, lookups)).toBeNull();
    expect(
      await planChangeFor({ id: 'evt_2', type: 'customer.subscription.deleted', checkoutSessionId: null, subscriptionId: 'sub_1', paid: false }, lookups),
    ).toMatchObject({ plan: 'free_sandbox' });
  });
});

describe('page building blocks', () => {
  it('escapes every interpolated value unless it is marked as markup', () => {
    expect(html`<p>${'<script>"x"</script>'}</p>`.html).toBe('<p>&lt;script&gt;&quot;x&quot;&lt;/script&gt;</p>');
    expect(html`<p>${raw('<b>ok</b>')}${null}${[html`<i>${'&'}</i>`]}</p>`.html).toBe('<p><b>ok</b><i>&amp;</i></p>');
  });

  it('draws one bar per day with heights proportional to the counts and a text total', () => {
    const svg = usageChart(
      [
        { day: '2026-01-01', count: 0 },
        { day: '2026-01-02', count: 5 },
        { day: '2026-01-03', count: 10 },
      ],
      'What was counted.',
    ).html;
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

describe('travel demo wording', () => {
  it("shows the answer's reasons without model identifiers", () => {
    expect(plainWords('Score x0.7 (seasonal_penalty_v1): Ski lifts are closed in September.')).toBe(
      'Ranked lower (score × 0.7): Ski lifts are closed in September.',
    );
    expect(plainWords('Estimated $1,230 for the party (model_estimate) is 12% over the $1,100 budget.')).toBe(
      'Estimated $1,230 for the party is 12% over the $1,100 budget.',
    );
    expect(plainWords('May: highs around 18 C, 4 rainy days (model_estimate normals).')).toBe('May: highs around 18 C, 4 rainy days (estimated normals).');
    expect(plainWords('Climate from comfort_model_v1.')).toBe('Climate from our model.');
  });

  it('keeps what the answer cannot tell apart from the words it did not understand', () => {
    const panel = (codes: string[]) =>
      understandingPanel({
        status: 'partial',
        reference_date: '2026-11-28',
        understood: [{ field: 'themes', value: 'hiking', source: 'user_request', text: 'hiking' }],
        unresolved: codes.map((code) => ({ field: 'themes', text: code === 'unread_name' ? 'Zorblax' : 'hiking', code, reason: `reason of ${code}` })),
        clarifying_questions: [],
      }).html;
    const limitOnly = panel(['no_permit_data']);
    expect(limitOnly).toContain('What this answer cannot tell you');
    expect(limitOnly).toContain('reason of no_permit_data');
    expect(limitOnly).not.toContain('Not understood');
    expect(limitOnly).toContain('Here is what we took from your request.');
    const both = panel(['no_permit_data', 'unread_name']);
    expect(both).toMatch(/Not understood.*Zorblax.*What this answer cannot tell you/s);
    expect(both).toContain('the parts below were not used');
    const assumed = understandingPanel({
      status: 'complete',
      reference_date: '2026-11-28',
      understood: [{ field: 'travellers', value: '1 adult (assumed)', source: 'default', text: null }],
      unresolved: [],
      clarifying_questions: [],
    }).html;
    expect(assumed).toMatch(/<dd>1 adult <span class="badge warn"[^>]*>assumed<\/span>/);
  });
});
