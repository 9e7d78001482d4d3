import { KEY_LIFETIME_DAYS } from '../../accounts/keys.js';
import type { Limits } from '../../accounts/plans.js';
import type { AccountRow } from '../../store/accounts-store.js';
import type { RequestRecord } from '../../store/activity-store.js';
import type { DashboardKey } from '../../operations/accounts/dashboard-activity.js';
import { usageChart, type DailyCount } from './charts.js';
import type { Flash } from './flash.js';
import { html, noticeBox, page, raw, type Raw } from './layout.js';
import { codeBlock } from './markdown.js';

export interface DashboardView {
  account: AccountRow;
  csrf: string;
  planName: string;
  limits: Limits;
  keys: DashboardKey[];
  usage: DailyCount[];
  recent: RequestRecord[];
  baseUrl: string;
  flash: Flash;
}

const RECENT_LIMIT = 20;
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'never');
const fmt = (n: number) => n.toLocaleString('en-US');
const SAME_RECORDS =
  'Every request made with this account’s keys, the same records the “Recent requests” table lists; quota counts only the requests it admitted.';

function newKeyPanel(key: Flash['newKey']): Raw | string {
  if (!key) return '';
  return html`<section class="notice ok" aria-labelledby="new-key-title" id="new-key">
<h2 id="new-key-title">Your new API key</h2>
<p>Copy it now: it is shown only this once, and svc keeps only a hash of it.</p>
<div class="secret"><code id="new-key-value">${key.value}</code><button type="button" class="copy" data-copy="new-key-value">Copy key</button></div>
<p class="hint">Use it as <code>Authorization: Bearer ${key.prefix}…</code>; the quickstart below already contains it.</p>
</section>`;
}

function keyState(k: DashboardKey): Raw {
  if (k.revoked_at) return html`<span class="badge muted">Revoked</span> ${when(k.revoked_at)}`;
  if (k.expired) return html`<span class="badge muted">Expired</span> ${when(k.expires_at)}`;
  return k.expires_at ? html`<span class="badge ok">Live</span> until ${when(k.expires_at)}` : html`<span class="badge ok">Live</span>`;
}

function keysTable(view: DashboardView): Raw {
  if (view.keys.length === 0) return html`<p>No keys yet. Create one below.</p>`;
  const rows = view.keys.map((k) => {
    const quota = k.quota ? `${fmt(k.quota.used.hourly)} this hour, ${fmt(k.quota.used.monthly)} in 30 days` : '—';
    const actions =
      k.revoked_at || k.expired
        ? html`<a href="/dashboard/keys/${k.id}">Details</a>`
        : html`<a href="/dashboard/keys/${k.id}">Details</a> <a class="danger-link" href="/dashboard/keys/${k.id}/revoke">Revoke<span class="visually-hidden"> key ${k.prefix}</span></a>`;
    return html`<tr data-key-id="${k.id}"><td data-label="Key"><code>${k.prefix}…</code>${k.name ? html`<br><span class="hint">${k.name}</span>` : ''}</td>
<td data-label="State">${keyState(k)}</td><td data-label="Created">${k.created_at.slice(0, 10)}</td>
<td data-label="Last used" class="last-used">${when(k.activity.lastUsedAt)}</td><td data-label="Requests, 30 days" class="key-requests">${fmt(k.activity.requests)}</td>
<td data-label="Quota used">${quota}</td><td data-label="Actions" class="actions">${actions}</td></tr>`;
  });
  return html`<div class="table-wrap"><table id="keys" class="cards-on-phone"><thead><tr><th scope="col">Key</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Requests, 30 days</th><th scope="col">Quota used</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

export function recentTable(recent: RequestRecord[], id = 'recent', empty = 'No API requests yet.'): Raw {
  if (recent.length === 0) return html`<p>${empty}</p>`;
  const rows = recent.map(
    (r) =>
      html`<tr><td data-label="Time (UTC)">${r.created_at.slice(0, 19).replace('T', ' ')}</td><td data-label="Request">${r.method} ${r.endpoint}</td><td data-label="Status"><span class="badge ${r.status < 400 ? 'ok' : 'bad'}">${r.status}</span></td><td data-label="Request id"><code>${r.id}</code></td></tr>`,
  );
  return html`<div class="table-wrap"><table id="${id}" class="cards-on-phone"><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Request</th><th scope="col">Status</th><th scope="col">Request id</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

const block = (id: string, code: string, language = 'bash') => raw(codeBlock(id, code, language));

/** The quickstart, filled with this server's base URL and (right after creation) the new key. */
export function quickstart(baseUrl: string, key?: string): Raw {
  const shown = key ?? 'svc_live_...';
  return html`<h3>curl</h3>
${block(
  'qs-curl',
  `export SVC_API_KEY=${shown}${key ? '' : '   # a key from this page'}
curl -s ${baseUrl}/api/v1/account/me -H "Authorization: Bearer $SVC_API_KEY"
curl -s -X POST ${baseUrl}/api/v1/travel/search -H "Authorization: Bearer $SVC_API_KEY" \\
  -H 'content-type: application/json' -d '{"user_request":"A long weekend in Northern California with redwoods from SFO in May"}'`,
)}
<h3>MCP</h3>
<p>Hosted endpoint <code>${baseUrl}/mcp</code> (Streamable HTTP, JSON responses). Send <code>Authorization: Bearer</code> with your key for <code>tools/call</code>.</p>
${block('qs-mcp', `{"mcpServers":{"svc":{"url":"${baseUrl}/mcp","headers":{"Authorization":"Bearer ${shown}"}}}}`, 'json')}
<h3>CLI</h3>
${block('qs-cli', `curl -s ${baseUrl}/cli -o svc && chmod +x svc\nSVC_BASE_URL=${baseUrl} SVC_API_KEY=${shown} ./svc me`)}`;
}

export function dashboardPage(view: DashboardView): string {
  const body = html`<h1>Dashboard</h1>
${noticeBox(view.flash.notice)}
${newKeyPanel(view.flash.newKey)}
<section aria-labelledby="plan-title"><h2 id="plan-title">Plan and limits</h2>
<p>Plan: <strong id="plan-name">${view.planName}</strong>. Each key allows <strong>${fmt(view.limits.hourly)}</strong> requests per hour and <strong>${fmt(view.limits.monthly)}</strong> per rolling 30 days. <a href="/billing">Upgrade or manage billing</a>.</p></section>
<section aria-labelledby="keys-title"><h2 id="keys-title">API keys</h2>
${keysTable(view)}
<form class="inline-form" method="post" action="/dashboard/keys">
<input type="hidden" name="csrf" value="${view.csrf}">
<div><label for="key-name">New key name (optional)</label><input id="key-name" name="name" type="text" maxlength="60" placeholder="e.g. travel agent, staging"></div>
<div><label for="key-expiry">Expires</label><select id="key-expiry" name="expires"><option value="never">Never</option>${KEY_LIFETIME_DAYS.map((d) => html`<option value="${String(d)}">After ${String(d)} days</option>`)}</select></div>
<div><button type="submit">Create key</button></div>
</form>
<p class="hint">A revoked or expired key is refused by every instance of the service at once, with the same 401 as a key that never existed.</p></section>
<section aria-labelledby="usage-title"><h2 id="usage-title">Requests, last 30 days</h2>${usageChart(view.usage, SAME_RECORDS)}</section>
<section aria-labelledby="recent-title"><h2 id="recent-title">Recent requests</h2><p class="hint">The latest ${RECENT_LIMIT} of the requests counted above.</p>${recentTable(view.recent, 'recent', 'No API requests yet. Try the quickstart below.')}</section>
<section aria-labelledby="quickstart-title"><h2 id="quickstart-title">Quickstart</h2>${quickstart(view.baseUrl, view.flash.newKey?.value)}</section>`;
  return page('Dashboard', body, {
    current: '/dashboard',
    user: { email: view.account.email, csrf: view.csrf },
    description: 'Your svc API keys, usage and plan.',
    styles: ['results.css'],
    shownWhole: true,
  });
}

export interface KeyPageView {
  account: AccountRow;
  csrf: string;
  key: DashboardKey;
  usage: DailyCount[];
  recent: RequestRecord[];
  /** Show the revoke confirmation instead of the details. */
  confirmRevoke: boolean;
}

/** One key: its figures, its own chart and requests, and (on /revoke) the confirmation to revoke it. */
export function keyPage(view: KeyPageView): string {
  const k = view.key;
  const title = `Key ${k.prefix}…`;
  const revoke = k.revoked_at
    ? html`<p>This key was revoked ${when(k.revoked_at)}.</p>`
    : k.expired
      ? html`<p>This key expired ${when(k.expires_at)}.</p>`
      : view.confirmRevoke
        ? html`<section class="notice warn" aria-labelledby="confirm-title" id="confirm-revoke"><h2 id="confirm-title">Revoke this key?</h2>
<p>Every agent using <code>${k.prefix}…</code>${k.name ? html` (“${k.name}”)` : ''} will get 401 Unauthorized at once, on every instance. This cannot be undone; you can create a new key at any time.</p>
<form method="post" action="/dashboard/keys/${k.id}/revoke" class="button-row"><input type="hidden" name="csrf" value="${view.csrf}"><input type="hidden" name="confirm" value="yes">
<button type="submit" class="danger">Revoke key ${k.prefix}…</button> <a class="button secondary" href="/dashboard/keys/${k.id}">Cancel</a></form></section>`
        : html`<p><a class="button danger" href="/dashboard/keys/${k.id}/revoke">Revoke this key…</a></p>`;
  const body = html`<p class="breadcrumb"><a href="/dashboard">Dashboard</a> › ${title}</p>
<h1>${title}</h1>
${view.confirmRevoke ? revoke : ''}
<dl class="facts"><div><dt>Name</dt><dd>${k.name ?? '—'}</dd></div><div><dt>State</dt><dd>${keyState(k)}</dd></div><div><dt>Created</dt><dd>${when(k.created_at)}</dd></div><div><dt>Expires</dt><dd>${k.expires_at ? when(k.expires_at) : 'never'}</dd></div>
<div><dt>Last used</dt><dd class="last-used">${when(k.activity.lastUsedAt)}</dd></div><div><dt>Requests, 30 days</dt><dd>${fmt(k.activity.requests)}</dd></div>
<div><dt>Quota used</dt><dd>${k.quota ? `${fmt(k.quota.used.hourly)} of ${fmt(k.quota.limits.hourly)} this hour, ${fmt(k.quota.used.monthly)} of ${fmt(k.quota.limits.monthly)} in 30 days` : '—'}</dd></div></dl>
<section aria-labelledby="key-usage-title"><h2 id="key-usage-title">Requests, last 30 days</h2>${usageChart(view.usage, 'Every request made with this key, as listed below.', 'key-usage-chart')}</section>
<section aria-labelledby="key-recent-title"><h2 id="key-recent-title">Recent requests with this key</h2>${recentTable(view.recent, 'key-recent')}</section>
${view.confirmRevoke ? '' : revoke}`;
  return page(view.confirmRevoke ? `Revoke ${title}` : title, body, {
    current: '/dashboard',
    user: { email: view.account.email, csrf: view.csrf },
    description: 'Usage and settings of one API key.',
    styles: ['results.css'],
  });
}
