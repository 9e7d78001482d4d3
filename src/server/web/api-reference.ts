import type { TSchema } from '@sinclair/typebox';
import { OPERATIONS, portableToolName } from '../../operations/index.js';
import type { Operation } from '../../operations/types.js';
import { html, raw, type Raw } from './layout.js';
import { renderMarkdown, slug } from './markdown.js';

/** One line for a field's type: `string`, `integer 1-10`, `one of a, b`, `list of string`. */
function typeLabel(schema: TSchema): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(', ')}`;
  if (schema.const !== undefined) return `always ${String(schema.const)}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).map(typeLabel).join(' or ');
  if (schema.type === 'array') return `list of ${schema.items ? typeLabel(schema.items as TSchema) : 'values'}`;
  const range = [schema.minimum, schema.maximum].every((v) => v !== undefined) ? ` ${schema.minimum}-${schema.maximum}` : '';
  const length = schema.maxLength !== undefined ? `, ${schema.minLength ?? 0}-${schema.maxLength} characters` : '';
  return `${Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'object')}${range}${length}`;
}

function fieldRows(schema: TSchema, required: boolean): Raw {
  const properties = (schema.properties ?? {}) as Record<string, TSchema>;
  const needed = new Set<string>(required ? ((schema.required as string[] | undefined) ?? []) : []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      html`<tr><td data-label="Field"><code>${name}</code>${needed.has(name) ? html` <strong>required</strong>` : ''}</td><td data-label="Type">${typeLabel(field)}</td><td data-label="Meaning">${String(field.description ?? '')}</td></tr>`,
  );
  return html`<div class="table-wrap"><table class="fields cards-on-phone"><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function access(op: Operation): string {
  const key = op.auth === 'bearer' ? 'API key (Authorization: Bearer)' : op.publicLimit ? 'no key; limited per client address per hour' : 'no key';
  return `${key}; ${op.quota === 'consume' ? 'one request of quota' : 'no quota'}${op.idempotent ? '; takes an Idempotency-Key header' : ''}`;
}

function operationSection(op: Operation): Raw {
  const path = op.path.replace(/:(\w+)/g, '{$1}');
  const inputTitle = op.method === 'GET' ? 'Path parameters' : 'Request body (JSON)';
  const hasInput = Object.keys((op.input.properties ?? {}) as object).length > 0;
  const tool = op.tool
    ? html`<dt>MCP tool</dt><dd><code>${op.tool.name}</code>${portableToolName(op.tool.name) === op.tool.name ? '' : html` (<code>${portableToolName(op.tool.name)}</code>)`}</dd>`
    : '';
  const cli = op.cli ? html`<dt>CLI</dt><dd><code>svc ${op.cli.command}</code></dd>` : '';
  return html`<section class="operation" aria-labelledby="${slug(op.id)}">
<h2 id="${slug(op.id)}">${op.summary}</h2>
<p class="endpoint"><code>${op.method} ${path}</code></p>
<dl class="facts"><dt>Operation id</dt><dd><code>${op.id}</code></dd><dt>Access</dt><dd>${access(op)}</dd>${tool}${cli}</dl>
${raw(renderMarkdown(op.description, { idPrefix: `${slug(op.id)}-code` }))}
<h3 id="${slug(op.id)}-input">${inputTitle}</h3>
${hasInput ? fieldRows(op.input, true) : html`<p>None.</p>`}
<h3 id="${slug(op.id)}-output">Response fields (${String(op.okStatus ?? 200)})</h3>
${fieldRows(op.output, false)}
</section>`;
}

/** The API reference, generated from the operation table: every operation with its fields. */
export function apiReference(): { outline: Array<{ id: string; title: string }>; content: Raw } {
  const outline = OPERATIONS.map((op) => ({ id: slug(op.id), title: op.summary }));
  const content = html`<p>Every operation of the API, generated from the same table that serves REST, MCP, the CLI and <a href="/openapi.json">/openapi.json</a>. Paths are relative to the base URL; errors are always <code>{"error": "..."}</code> (see <a href="/docs/errors">Errors</a>).</p>
${OPERATIONS.map(operationSection)}`;
  return { outline, content };
}
