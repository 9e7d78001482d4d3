import type { AccountRow } from '../../store/accounts-store.js';
import type { Flash } from './flash.js';
import { html, noticeBox, page, type Raw } from './layout.js';

export type AccountForm = 'password' | 'email' | 'delete';

export interface AccountView {
  account: AccountRow;
  csrf: string;
  flash: Flash;
  /** Email changes need a verification link, so the form exists only when this server sends mail. */
  mailConfigured: boolean;
  emailVerifiedAt: string | null;
  /** An address waiting for its verification link to be opened. */
  pendingEmail: string | null;
  /** The form that was just refused, with the message for its field. */
  problem?: { form: AccountForm; field: string; message: string };
  /** What the user typed into the email field, shown again when it was refused. */
  email?: string;
}

/** A labelled input; when the refused form's field is this one it is marked invalid, described and focused. */
function field(
  view: AccountView,
  form: AccountForm,
  spec: { name: string; label: string; type: string; autocomplete: string; hint?: string; value?: string },
): Raw {
  const id = `${form}-${spec.name}`;
  const error = view.problem?.form === form && view.problem.field === spec.name ? view.problem.message : undefined;
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div><label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required${spec.value !== undefined ? html` value="${spec.value}"` : ''}${error ? html` aria-invalid="true" autofocus` : ''}${described ? html` aria-describedby="${described}"` : ''}>
${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}</div>`;
}

const current = (view: AccountView, form: AccountForm) =>
  field(view, form, { name: 'current', label: 'Current password', type: 'password', autocomplete: 'current-password' });

function emailSection(view: AccountView): Raw {
  const verified = view.emailVerifiedAt ? html` <span class="badge ok">Verified</span>` : '';
  if (!view.mailConfigured) {
    return html`<section aria-labelledby="email-title"><h2 id="email-title">Email</h2><p>Your account's email is <strong>${view.account.email}</strong>.${verified} This server does not send mail, so its operator changes addresses on request.</p></section>`;
  }
  const pending = view.pendingEmail
    ? html`<div class="notice warn" role="status"><p>A verification link was sent to <strong>${view.pendingEmail}</strong>. Your email changes once it is opened (within 24 hours); until then sign-in and password resets use ${view.account.email}.</p></div>`
    : '';
  return html`<section aria-labelledby="email-title"><h2 id="email-title">Email</h2>
<p>Your account's email is <strong>${view.account.email}</strong>.${verified}${view.emailVerifiedAt ? '' : ' It is not verified yet: password-reset links are sent only to a verified address.'}</p>
${pending}
<form class="stack" method="post" action="/account/email" novalidate>
<input type="hidden" name="csrf" value="${view.csrf}">
${field(view, 'email', { name: 'email', label: 'New email', type: 'email', autocomplete: 'email', value: view.email ?? '', hint: 'We send a link to the new address; nothing changes until it is opened.' })}
${current(view, 'email')}
<div><button type="submit">Send verification link</button></div>
</form>
${view.emailVerifiedAt ? '' : html`<form method="post" action="/account/verify"><input type="hidden" name="csrf" value="${view.csrf}"><button type="submit" class="secondary">Send a verification link to ${view.account.email}</button></form>`}
</section>`;
}

export function accountPage(view: AccountView): string {
  const body = html`<p class="breadcrumb"><a href="/dashboard">Dashboard</a> › Account</p>
<h1>Account</h1>
${noticeBox(view.flash.notice)}
${emailSection(view)}
<section aria-labelledby="password-title"><h2 id="password-title">Change password</h2>
<form class="stack" method="post" action="/account/password" novalidate>
<input type="hidden" name="csrf" value="${view.csrf}">
<input type="text" name="username" autocomplete="username" value="${view.account.email}" hidden>
${current(view, 'password')}
${field(view, 'password', { name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'Hard to guess: a few unrelated words work well. Your other sessions are signed out when it changes.' })}
<div><button type="submit">Change password</button></div>
</form></section>
<section aria-labelledby="delete-title"><h2 id="delete-title">Delete account</h2>
<p>Deleting the account revokes every API key at once and signs you out everywhere. Your email and password are erased, so the address can sign up again; request logs and usage counts stay under the account's id until their retention period ends, and billing records are kept as accounting requires. <a href="/privacy#delete-title">What is removed and what is kept</a>. This cannot be undone.</p>
<form class="stack" method="post" action="/account/delete" novalidate>
<input type="hidden" name="csrf" value="${view.csrf}">
${current(view, 'delete')}
<div><button type="submit" class="danger">Delete my account</button></div>
</form></section>`;
  return page('Account', body, {
    current: '/dashboard',
    user: { email: view.account.email, csrf: view.csrf },
    description: 'Your svc account: email, password and deletion.',
  });
}
