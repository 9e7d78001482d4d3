import { html, page } from './layout.js';

export interface ResetRequestState {
  csrf: string;
  /** Email is sent by this server; otherwise the operator issues links. */
  mailConfigured: boolean;
  sent?: boolean;
  error?: string;
  fieldError?: string;
  email?: string;
}

export function resetRequestPage(state: ResetRequestState): string {
  if (!state.mailConfigured) {
    const body = html`<h1>Reset your password</h1>
<p>This server does not send email, so reset links come from the person who runs it. Ask them for one: they issue it with the operator tool (<code>svc-admin password-reset</code> and your email). The link works once, for 30 minutes.</p>
<p><a href="/login">Back to log in</a></p>`;
    return page('Reset your password', body, { description: 'How to reset the password of your svc account on this server.' });
  }
  const sent = state.sent
    ? html`<div class="notice ok" role="status"><p>If an account exists for that email, a reset link is on its way. It works once, for 30 minutes. Check your spam folder if it does not arrive in a few minutes.</p></div>`
    : '';
  const error = state.error ? html`<div class="notice error" role="alert" id="form-error"><p>${state.error}</p></div>` : '';
  const body = html`<h1>Reset your password</h1>
${sent}${error}
<p>Enter the email of your account. We will send a link to choose a new password.</p>
<form class="stack" method="post" action="/password-reset" novalidate>
<input type="hidden" name="csrf" value="${state.csrf}">
<div><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${state.email ?? ''}"${state.fieldError ? html` aria-invalid="true" aria-describedby="email-error" autofocus` : ''}>${state.fieldError ? html`<p class="field-error" id="email-error">${state.fieldError}</p>` : ''}</div>
<div><button type="submit">Send reset link</button></div>
</form>
<p><a href="/login">Back to log in</a></p>`;
  return page('Reset your password', body, { description: 'Reset the password of your svc account.' });
}

export interface ResetConfirmState {
  csrf: string;
  token: string;
  fieldError?: string;
  error?: string;
}

export function resetConfirmPage(state: ResetConfirmState): string {
  const error = state.error ? html`<div class="notice error" role="alert"><p>${state.error}</p></div>` : '';
  const body = html`<h1>Choose a new password</h1>
${error}
<form class="stack" method="post" action="/password-reset/confirm" novalidate>
<input type="hidden" name="csrf" value="${state.csrf}"><input type="hidden" name="token" value="${state.token}">
<div><label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint${state.fieldError ? ' password-error' : ''}"${state.fieldError ? html` aria-invalid="true" autofocus` : ''}>
<p class="hint" id="password-hint">Hard to guess: a few unrelated words work well. Every session of the account is signed out when it changes.</p>${state.fieldError ? html`<p class="field-error" id="password-error">${state.fieldError}</p>` : ''}</div>
<div><button type="submit">Set new password</button></div>
</form>`;
  return page('Choose a new password', body, { description: 'Choose a new password for your svc account.' });
}

export function resetLinkInvalidPage(): string {
  const body = html`<h1>This reset link no longer works</h1>
<div class="notice error" role="alert"><p>It has expired (links work for 30 minutes), was already used, or was replaced by a newer link.</p></div>
<p><a class="button" href="/password-reset">Ask for a new link</a></p>`;
  return page('Reset link expired', body, { description: 'This password reset link no longer works.' });
}
