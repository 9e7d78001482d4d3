import type { Limits } from '../../accounts/plans.js';
import type { QuotaState } from '../../accounts/quota.js';
import type { AccountRow, KeyRow } from '../../store/accounts-store.js';
import type { Database } from '../../store/schema.js';
import { usageChart, type DailyCount } from './charts.js';
import { html, page, raw, type Raw } from './layout.js';

export interface DashboardView {
  account: AccountRow;
  csrf: string;
  planName: string;
  limits: Limits;
  keys: Array<KeyRow & { quota: QuotaState | null }>;
  usage: DailyCount[];
  recent: Array<Database['request_log']>;
  baseUrl: string;
  /** A key created by this very request: its value is shown here once and never again. */
  newKey?: { value: string; prefix: string };
  notice?: { kind: 'ok' | 'error'; text: string };
}

function newKeyPanel(key: DashboardView['newKey']): Raw | string {
  if (!key) return '';
  return html`<section class="notice ok" aria-labelledby="new-key-title">
<h2 id="new-key-title">Your new API key</h2>
<p>Copy it now: it is shown only once. svc stores only its hash.</p>
<p class="secret"><code id="new-key-value">${key.value}</code> <button type="button" data-copy="new-key-value">Copy key</button></p>
<p class="visually-hidden" id="copy-status" role="status" aria-live="polite"></p>
</section>`;
}

function keysTable(view: DashboardView): Raw {
  if (view.keys.length === 0) return html`<p>No keys yet. Create one below.</p>`;
  const rows = view.keys.map((k) => {
    const state = k.revoked_at
      ? html`Revoked ${k.revoked_at.slice(0, 16).replace('T', ' ')} UTC`
      : html`Live${k.quota ? html`; ${k.quota.used.hourly} this hour, ${k.quota.used.monthly} in 30 days` : ''}`;
    const action = k.revoked_at
      ? ''
      : html`<form class="inline" method="post" action="/dashboard/keys/${k.id}/revoke"><input type="hidden" name="csrf" value="${view.csrf}"><button type="submit" class="danger" aria-label="Revoke key ${k.prefix}">Revoke</button></form>`;
    return html`<tr data-key-id="${k.id}"><td><code>${k.prefix}…</code></td><td>${k.name ?? ''}</td><td>${k.origin}</td><td>${k.created_at.slice(0, 10)}</td><td>${state}</td><td>${action}</td></tr>`;
  });
  return html`<table id="keys" tabindex="0"><thead><tr><th scope="col">Key</th><th scope="col">Name</th><th scope="col">Origin</th><th scope="col">Created</th><th scope="col">State and usage</th><th scope="col">Action</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function recentTable(recent: DashboardView['recent']): Raw {
  if (recent.length === 0) return html`<p>No API requests yet.</p>`;
  const rows = recent.map(
    (r) => html`<tr><td>${r.created_at.slice(0, 19).replace('T', ' ')}</td><td>${r.method} ${r.endpoint}</td><td>${r.status}</td><td><code>${r.id}</code></td></tr>`,
  );
  return html`<table id="recent" tabindex="0"><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Request</th><th scope="col">Status</th><th scope="col">Request id</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The quickstart, filled with this server's base URL and (right after creation) the new key. */
export function quickstart(baseUrl: string, key = '$SVC_API_KEY'): Raw {
  const keyExport = key === '$SVC_API_KEY' ? 'export SVC_API_KEY=svc_live_...   # a key from this page' : `export SVC_API_KEY=${key}`;
  return html`<h3>curl</h3>
<pre tabindex="0"><code>${keyExport}
curl -s ${baseUrl}/api/v1/account/me -H "Authorization: Bearer $SVC_API_KEY"
curl -s -X POST ${baseUrl}/api/v1/travel/search -H "Authorization: Bearer $SVC_API_KEY" \\
  -H 'content-type: application/json' -d '{"user_request":"A long weekend in Northern California with redwoods from SFO in May"}'</code></pre>
<h3>MCP</h3>
<p>Hosted endpoint <code>${baseUrl}/mcp</code> (Streamable HTTP, JSON responses). Send <code>Authorization: Bearer $SVC_API_KEY</code> for <code>tools/call</code>.</p>
<pre tabindex="0"><code>{"mcpServers":{"svc":{"url":"${baseUrl}/mcp","headers":{"Authorization":"Bearer ${key === '$SVC_API_KEY' ? 'svc_live_...' : key}"}}}}</code></pre>
<h3>CLI</h3>
<pre tabindex="0"><code>curl -s ${baseUrl}/cli -o svc &amp;&amp; chmod +x svc
SVC_BASE_URL=${baseUrl} SVC_API_KEY=${key === '$SVC_API_KEY' ? 'svc_live_...' : key} ./svc me</code></pre>`;
}

export function dashboardPage(view: DashboardView): string {
  const notice = view.notice ? html`<div class="notice ${view.notice.kind}" role="${view.notice.kind === 'error' ? 'alert' : 'status'}"><p>${view.notice.text}</p></div>` : '';
  const body = html`<h1>Dashboard</h1>
${notice}
${newKeyPanel(view.newKey)}
<section aria-labelledby="plan-title"><h2 id="plan-title">Plan and limits</h2>
<p>Plan: <strong id="plan-name">${view.planName}</strong>. Dashboard keys allow <strong>${view.limits.hourly.toLocaleString('en-US')}</strong> requests per hour and <strong>${view.limits.monthly.toLocaleString('en-US')}</strong> per rolling 30 days, per key. <a href="/billing">Upgrade or manage billing</a>.</p></section>
<section aria-labelledby="usage-title"><h2 id="usage-title">Usage, last 30 days</h2>${usageChart(view.usage)}</section>
<section aria-labelledby="keys-title"><h2 id="keys-title">API keys</h2>
${keysTable(view)}
<form class="stack" method="post" action="/dashboard/keys">
<input type="hidden" name="csrf" value="${view.csrf}">
<div><label for="key-name">Key name (optional)</label><input id="key-name" name="name" type="text" maxlength="60" placeholder="e.g. travel agent, staging"></div>
<div><button type="submit">Create key</button></div>
</form>
<p class="hint">A revoked key is refused by every instance of the service at once.</p></section>
<section aria-labelledby="recent-title"><h2 id="recent-title">Recent requests</h2>${recentTable(view.recent)}</section>
<section aria-labelledby="quickstart-title"><h2 id="quickstart-title">Quickstart</h2>${quickstart(view.baseUrl, view.newKey?.value)}</section>
${raw('<script src="/assets/copy.js" defer></script>')}`;
  return page('Dashboard', body, { current: '/dashboard', user: { email: view.account.email, csrf: view.csrf } });
}
