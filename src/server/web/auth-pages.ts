import { html, page, type Raw } from './layout.js';

export type AuthField = 'email' | 'password';

export interface AuthFormState {
  csrf: string;
  next: string;
  email?: string;
  /** A message about the whole form (wrong credentials, throttling). */
  error?: string;
  /** Messages about single fields: each field is marked invalid, described by its message, and the first gets focus. */
  fieldErrors?: Partial<Record<AuthField, string>>;
  /** A message about something that went well (a password was changed). */
  notice?: string;
}

function errorBox(state: AuthFormState): Raw | string {
  const fields = Object.values(state.fieldErrors ?? {});
  if (!state.error && fields.length === 0) return '';
  const text = state.error ?? (fields.length === 1 ? 'Please correct the field marked below.' : 'Please correct the fields marked below.');
  return html`<div class="notice error" role="alert" id="form-error"><p>${text}</p></div>`;
}

function noticeBox(state: AuthFormState): Raw | string {
  return state.notice ? html`<div class="notice ok" role="status"><p>${state.notice}</p></div>` : '';
}

function nextQuery(next: string): string {
  return next === '/dashboard' ? '' : `?next=${encodeURIComponent(next)}`;
}

interface FieldSpec {
  name: AuthField;
  label: string;
  type: 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
}

/** One labelled input; when invalid it says so to assistive technology and takes focus. */
function input(state: AuthFormState, spec: FieldSpec): Raw {
  const error = state.fieldErrors?.[spec.name];
  const firstInvalid = error !== undefined && Object.keys(state.fieldErrors ?? {})[0] === spec.name;
  const focusOnForm = !state.fieldErrors && state.error !== undefined && spec.name === 'email';
  const described = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '', focusOnForm ? 'form-error' : ''].filter(Boolean).join(' ');
  return html`<div><label for="${spec.name}">${spec.label}</label>
<input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required${spec.value !== undefined ? html` value="${spec.value}"` : ''}${error ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}${firstInvalid || focusOnForm ? html` autofocus` : ''}>
${spec.hint ? html`<p class="hint" id="${spec.name}-hint">${spec.hint}</p>` : ''}${error ? html`<p class="field-error" id="${spec.name}-error">${error}</p>` : ''}</div>`;
}

function hiddenFields(state: AuthFormState): Raw {
  return html`<input type="hidden" name="csrf" value="${state.csrf}"><input type="hidden" name="next" value="${state.next}">`;
}

export function signupPage(state: AuthFormState): string {
  const body = html`<h1>Create your account</h1>
<p>Free, no card needed: your first API key is ready as soon as you sign up (100 requests per hour, 2,500 per rolling 30 days), with usage charts and an upgrade path when you need more.</p>
${errorBox(state)}
<form class="stack" method="post" action="/signup${nextQuery(state.next)}" novalidate>
${hiddenFields(state)}
${input(state, { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: state.email ?? '' })}
${input(state, { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'Hard to guess: a few unrelated words work well. Common passwords, names, dates and number runs are refused.' })}
<div><button type="submit">Create account</button></div>
</form>
<p>Already have an account? <a href="/login${nextQuery(state.next)}">Log in</a>.</p>`;
  return page('Sign up', body, { description: 'Create a free svc account and get an API key for travel search, deal validation and launch audits.' });
}

export function loginPage(state: AuthFormState): string {
  const body = html`<h1>Log in</h1>
${noticeBox(state)}${errorBox(state)}
<form class="stack" method="post" action="/login${nextQuery(state.next)}" novalidate>
${hiddenFields(state)}
${input(state, { name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: state.email ?? '' })}
${input(state, { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<div><button type="submit">Log in</button></div>
</form>
<p><a href="/password-reset">Forgot your password?</a></p>
<p>No account yet? <a href="/signup${nextQuery(state.next)}">Sign up</a>. Agents without a browser can get a key from <code>POST /api/v1/activation</code> (see <a href="/docs/authentication">Authentication</a>).</p>`;
  return page('Log in', body, { description: 'Log in to your svc dashboard to manage API keys and see usage.' });
}

/** A plain message page for the browser routes (expired forms, missing configuration). */
export function messagePage(title: string, message: string, link: { href: string; label: string } = { href: '/', label: 'Back to the home page' }): string {
  return page(title, html`<h1>${title}</h1><div class="notice error" role="alert"><p>${message}</p></div><p><a href="${link.href}">${link.label}</a></p>`, {
    description: message,
  });
}
