import type { TravelSearchResponse, Understanding, UnderstoodPart } from '../../contracts/travel.js';
import { KNOWLEDGE_LIMITS } from '../../travel/engine/knowledge-limits.js';
import { html, type Raw } from './layout.js';

/** A search response, with the understanding block when the service sends one. */
export type DemoResponse = TravelSearchResponse & { understanding?: Understanding };

const FIELD_LABELS: Record<UnderstoodPart['field'], string> = {
  origin: 'Flying from',
  destination: 'Where',
  excluded: 'Not',
  via: 'Via',
  dates: 'When',
  trip_length: 'How long',
  travellers: 'Who',
  budget: 'Budget',
  themes: 'Interests',
  lodging: 'Stay',
  transport: 'Getting around',
  other: 'Also',
};

const SOURCE_LABELS: Record<UnderstoodPart['source'], string> = {
  user_request: 'from your words',
  structured: 'from the form',
  default: 'assumed',
  knowledge_base: 'from our data',
};

/**
 * What to show when the response has no understanding block: the constraints it applied and the
 * assumptions it announced, in the same shape.
 */
export function understandingFromConstraints(response: TravelSearchResponse, origin: string | null): Understanding {
  const ic = response.interpreted_constraints;
  const parts: UnderstoodPart[] = [];
  const add = (field: UnderstoodPart['field'], value: string, source: UnderstoodPart['source'] = 'user_request') =>
    parts.push({ field, value, source, text: null });
  if (origin) add('origin', origin, 'structured');
  for (const c of ic.hard_destination_constraints) add('destination', `${c.value} (${c.type})`);
  if (ic.date_window) add('dates', `${ic.date_window[0]} to ${ic.date_window[1]}`);
  if (ic.required_themes.length) add('themes', ic.required_themes.map((t) => t.replace(/_/g, ' ')).join(', '));
  for (const w of response.beta_warnings) if (/assumed|not given|default/i.test(w)) add('other', w, 'default');
  return {
    status: parts.length ? 'partial' : 'not_understood',
    reference_date: new Date().toISOString().slice(0, 10),
    understood: parts,
    unresolved: [],
    clarifying_questions: [],
  };
}

/** Notices of subjects the service holds no data on: read, but outside what the answer can tell. */
const LIMIT_CODES = new Set(Object.values(KNOWLEDGE_LIMITS).map((l) => l.code));

function part(p: UnderstoodPart, extra: Raw | string): Raw {
  const label = FIELD_LABELS[p.field];
  // An assumed value's badge already says "assumed"; the value need not say it again.
  const value = p.source === 'default' ? p.value.replace(/\s*\(assumed\)$/, '') : p.value;
  return html`<div class="u-row${p.source === 'default' ? ' assumed' : ''}" data-field="${p.field}"><dt title="API field: understanding.understood[].field = ${p.field}">${label}</dt>
<dd>${value} <span class="badge${p.source === 'default' ? ' warn' : ''}" title="API: source = ${p.source}">${SOURCE_LABELS[p.source]}</span>${p.text && p.text !== p.value ? html` <span class="hint">(“${p.text}”)</span>` : ''}${extra}</dd></div>`;
}

const STATUS_TEXT: Record<Understanding['status'], string> = {
  complete: 'We used every part of your request.',
  partial: 'We used most of your request; the parts below were not used, so the results do not reflect them.',
  not_understood: 'We could not read a trip in this request. Say where, when or what you would like to do.',
};

/** One row per field: a budget amount and a spending tier are both "Budget", said once. */
function mergedByField(parts: UnderstoodPart[]): UnderstoodPart[] {
  const rows: UnderstoodPart[] = [];
  for (const p of parts) {
    const i = p.field === 'other' ? -1 : rows.findIndex((r) => r.field === p.field);
    const seen = rows[i];
    if (!seen) rows.push(p);
    else rows[i] = { ...seen, value: `${seen.value}; ${p.value}`, source: seen.source === 'default' ? p.source : seen.source, text: seen.text ?? p.text };
  }
  return rows;
}

/**
 * The "We understood" panel: what was taken, what was assumed, what was not used, what the answer
 * cannot tell, and what to clarify. `originExtra` follows the origin row (the airports to change to).
 */
export function understandingPanel(u: Understanding, originExtra: Raw | string = ''): Raw {
  const phrases = u.unresolved.filter((x) => !LIMIT_CODES.has(x.code));
  const limits = u.unresolved.filter((x) => LIMIT_CODES.has(x.code));
  const unresolved = phrases.length
    ? html`<h3>Not understood</h3><ul class="unresolved">${phrases.map((x) => html`<li data-code="${x.code}"><strong>“${x.text}”</strong>: ${x.reason}</li>`)}</ul>`
    : '';
  const outside = limits.length
    ? html`<h3>What this answer cannot tell you</h3><ul class="unresolved limits">${limits.map((x) => html`<li data-code="${x.code}">${x.reason}</li>`)}</ul>`
    : '';
  const questions = u.clarifying_questions.length
    ? html`<h3>To get a better answer, tell us</h3><ul class="questions">${u.clarifying_questions.map((q) => html`<li>${q.question}${q.options.length ? html` <span class="hint">For example: ${q.options.join(' · ')}</span>` : ''}</li>`)}</ul>`
    : '';
  return html`<section class="panel understood" aria-labelledby="understood-title" id="understood" data-status="${u.status}">
<h2 id="understood-title">We understood</h2>
<p class="${u.status === 'complete' ? '' : 'warn-text'}">${u.status === 'partial' && phrases.length === 0 ? 'Here is what we took from your request.' : STATUS_TEXT[u.status]}</p>
${u.understood.length ? html`<dl class="u-list">${mergedByField(u.understood).map((p) => part(p, p.field === 'origin' ? originExtra : ''))}</dl>` : ''}
${unresolved}${outside}${questions}
</section>`;
}
