import { PASSWORD_MIN_LENGTH } from '../../accounts/passwords.js';
import { html, page, type Raw } from './layout.js';

export interface AuthFormState {
  csrf: string;
  next: string;
  email?: string;
  error?: string;
}

function errorBox(error: string | undefined): Raw | string {
  return error ? html`<div class="notice error" role="alert" id="form-error"><p>${error}</p></div>` : '';
}

function nextQuery(next: string): string {
  return next === '/dashboard' ? '' : `?next=${encodeURIComponent(next)}`;
}

export function signupPage(state: AuthFormState): string {
  const body = html`<h1>Create your account</h1>
<p>A browser account gives you dashboard API keys (100 requests per hour, 2,500 per rolling 30 days on the free plan), usage charts and the upgrade path at /billing.</p>
${errorBox(state.error)}
<form class="stack" method="post" action="/signup${nextQuery(state.next)}" novalidate>
<input type="hidden" name="csrf" value="${state.csrf}">
<input type="hidden" name="next" value="${state.next}">
<div><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${state.email ?? ''}"${state.error ? ' aria-describedby="form-error"' : ''}></div>
<div><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p></div>
<div><button type="submit">Create account</button></div>
</form>
<p>Already have an account? <a href="/login${nextQuery(state.next)}">Log in</a>.</p>`;
  return page('Sign up', body);
}

export function loginPage(state: AuthFormState): string {
  const body = html`<h1>Log in</h1>
${errorBox(state.error)}
<form class="stack" method="post" action="/login${nextQuery(state.next)}" novalidate>
<input type="hidden" name="csrf" value="${state.csrf}">
<input type="hidden" name="next" value="${state.next}">
<div><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${state.email ?? ''}"${state.error ? ' aria-describedby="form-error"' : ''}></div>
<div><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<div><button type="submit">Log in</button></div>
</form>
<p>No account yet? <a href="/signup${nextQuery(state.next)}">Sign up</a>. Agents without a browser can use <code>POST /api/v1/activation</code> instead (see <a href="/docs">the guide</a>).</p>`;
  return page('Log in', body);
}

/** A plain error page for the browser routes (CSRF failures, throttling, missing configuration). */
export function messagePage(title: string, message: string, link: { href: string; label: string } = { href: '/', label: 'Back to the home page' }): string {
  return page(title, html`<h1>${title}</h1><div class="notice error" role="alert"><p>${message}</p></div><p><a href="${link.href}">${link.label}</a></p>`);
}
