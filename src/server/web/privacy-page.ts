import { VERIFY_TTL_MS } from '../../accounts/email-verification.js';
import { RESET_TTL_MS } from '../../accounts/password-reset.js';
import { SESSION_TTL_MS } from '../../accounts/sessions.js';
import { IDEMPOTENCY_TTL_MS } from '../../operations/idempotency.js';
import type { RetentionConfig } from '../../store/retention-config.js';
import { FORGET_AFTER_MS } from '../../store/throttle-store.js';
import { html, page } from './layout.js';
import { DAY_MS, HOUR_MS } from '../../time-units.js';

/** The periods this server keeps what grows with traffic, as its operator configured them. */
export interface PrivacyPeriods {
  retention: RetentionConfig;
  researchJobDays: number;
}

const UNITS = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/** A period in the largest unit that divides it: "30 minutes", "1 day", "7 days". */
function period(ms: number): string {
  const [unit, size] = UNITS.find(([, size]) => ms % size === 0) ?? UNITS[3];
  const n = Math.round(ms / size);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const days = (n: number) => period(n * DAY_MS);

/**
 * `/privacy`: what the service stores, for how long, and what deleting an account removes and keeps.
 * The periods are the running server's; the lists follow the store (AccountsStore.deleteAccount and
 * the retention policy), so the page says what the code does.
 */
export function privacyPage({ retention: r, researchJobDays }: PrivacyPeriods): string {
  const body = html`<h1>Privacy</h1>
<p class="lead">What svc stores about you, how long it keeps it, and what deleting your account removes.</p>
<section aria-labelledby="stored-title"><h2 id="stored-title">What is stored</h2>
<ul>
<li><strong>Your account</strong>: email, password (as a scrypt hash, never the password), plan, when it was created and when the email was verified; for an account made by <code>POST /api/v1/activation</code>, the agent name and intended use it sent.</li>
<li><strong>API keys</strong>: a SHA-256 hash and a short display prefix, the name you gave, and when each was created, expires or was revoked. A key's value is shown once and never stored.</li>
<li><strong>Sign-in</strong>: a session per signed-in browser (${period(SESSION_TTL_MS)}), password-reset links (their hash, ${period(RESET_TTL_MS)}), email verification links (their hash and the address, ${period(VERIFY_TTL_MS)}), and mail waiting to be sent (the address and its kind, never a link).</li>
<li><strong>Sign-in attempts</strong>: counts of sign-in, sign-up and reset attempts per hashed account and address, address or device, to slow password guessing; forgotten after a success, or once quiet for ${period(FORGET_AFTER_MS)}, by a clean-up that runs every ${period(r.intervalSeconds * 1000)}.</li>
<li><strong>Request log</strong>: for each call with a key, the account, key, method, endpoint, status, time, whether a search matched and whether an upgrade was suggested; not what you sent or what it answered. Kept ${days(r.requestLogDays)}.</li>
<li><strong>Usage counts</strong>: requests per key per hour, for quotas and your dashboard. Kept ${days(r.usageDays)}.</li>
<li><strong>Calls without a key</strong> (activation, the travel demo, launch audits, MCP without a key): counted per client address per hour, the address kept only as a keyed hash (HMAC). Counts kept ${days(r.publicCallsDays)}, activations ${days(r.activationsDays)}.</li>
<li><strong>Launch audits</strong>: the domain audited and the result, under their scan id. Kept ${days(r.launchScansDays)}.</li>
<li><strong>Live research jobs</strong>: the request they research and their evidence. Kept ${days(researchJobDays)}.</li>
<li><strong>Repeated calls</strong>: an <code>Idempotency-Key</code> with the answer it replays, for ${period(IDEMPOTENCY_TTL_MS)}.</li>
<li><strong>What you send us on purpose</strong>: feedback, API requests and commercial intents recorded through the API, under your account.</li>
<li><strong>Billing</strong>: checkout sessions, plan changes and the payment processor's event ids. Card details stay with the processor (Stripe) and never reach svc.</li>
</ul>
<p>The server's own process log (method, path, client address and status of each request; keys and cookies are redacted) goes to the operator's log system and is kept as that system keeps it.</p>
</section>
<section aria-labelledby="delete-title"><h2 id="delete-title">Deleting your account</h2>
<p>On <a href="/account">your account page</a>, with your current password. At once:</p>
<ul>
<li>every API key is revoked;</li>
<li>every session, password-reset link, verification link and queued mail is removed;</li>
<li>your email, password, agent name and intended use are erased, so the address can sign up again.</li>
</ul>
<p>What stays, under the account's id only: the request log and usage counts until their periods above end, feedback, API requests and commercial intents you recorded, and billing records (plan changes, payment events), which accounting requires. This cannot be undone.</p>
</section>`;
  return page('Privacy', body, { description: 'What svc stores, how long it keeps it, and what deleting an account removes and keeps.' });
}
