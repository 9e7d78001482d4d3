import type { TSchema } from '@sinclair/typebox';
import { OPERATION_AREAS, type OperationArea } from '../../operations/areas.js';
import { OPERATIONS, portableToolName } from '../../operations/index.js';
import type { Operation } from '../../operations/types.js';
import type { SearchDoc } from './docs-search.js';
import { html, raw, type Raw } from './layout.js';
import { renderMarkdown, slug } from './markdown.js';
import { areaSlug, operationAnchor, operationDocsPath, REFERENCE } from './reference-pages.js';

const endpoint = (op: Operation) => `${op.method} ${op.path.replace(/:(\w+)/g, '{$1}')}`;

function operationsOf(area: OperationArea): Operation[] {
  return OPERATIONS.filter((op) => op.tag === area.tag);
}

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
  const inputTitle = op.method === 'GET' ? 'Path parameters' : 'Request body (JSON)';
  const hasInput = Object.keys((op.input.properties ?? {}) as object).length > 0;
  const tool = op.tool
    ? html`<dt>MCP tool</dt><dd><code>${op.tool.name}</code>${portableToolName(op.tool.name) === op.tool.name ? '' : html` (<code>${portableToolName(op.tool.name)}</code>)`}</dd>`
    : '';
  const cli = op.cli ? html`<dt>CLI</dt><dd><code>svc ${op.cli.command}</code></dd>` : '';
  return html`<section class="operation" aria-labelledby="${operationAnchor(op)}">
<h2 id="${operationAnchor(op)}">${op.summary}</h2>
<p class="endpoint"><code>${endpoint(op)}</code></p>
<dl class="facts"><dt>Operation id</dt><dd><code>${op.id}</code></dd><dt>Access</dt><dd>${access(op)}</dd>${tool}${cli}</dl>
${raw(renderMarkdown(op.description, { idPrefix: `${operationAnchor(op)}-code` }))}
<h3 id="${operationAnchor(op)}-input">${inputTitle}</h3>
${hasInput ? fieldRows(op.input, true) : html`<p>None.</p>`}
<h3 id="${operationAnchor(op)}-output">Response fields (${String(op.okStatus ?? 200)})</h3>
${fieldRows(op.output, false)}
</section>`;
}

/** One page of the reference: the operations of one area (src/operations/areas.ts). */
export interface ReferenceArea {
  /** Its docs slug, `reference/<tag>`. */
  slug: string;
  title: string;
  description: string;
  outline: Array<{ id: string; title: string }>;
  content: Raw;
  /** What docs search indexes of it: the page, and each operation on it. */
  searchDocs: SearchDoc[];
}

export interface ApiReference {
  /** /docs/reference: every operation by area, each linking to its page. */
  index: Raw;
  areas: ReferenceArea[];
  searchDocs: SearchDoc[];
}

/**
 * Each operation's row on the index carries the id its section had when the reference was one page,
 * so an old link /docs/reference#<operation> still lands on that operation (marked by site.css's
 * :target rule), one link from its section. A redirect cannot do it: the fragment never reaches the server.
 */
function indexList(area: OperationArea): Raw {
  const rows = operationsOf(area).map(
    (op) => html`<li id="${operationAnchor(op)}"><a href="${operationDocsPath(op)}">${op.summary}</a> <code>${endpoint(op)}</code></li>`,
  );
  return html`<h2 id="${slug(area.title)}"><a href="/docs/${areaSlug(area)}">${area.title}</a></h2><ul class="section-list">${rows}</ul>`;
}

function areaPager(index: number): Raw {
  const prev = OPERATION_AREAS[index - 1];
  const next = OPERATION_AREAS[index + 1];
  return html`<nav class="pager" aria-label="Previous and next">${prev ? html`<a href="/docs/${areaSlug(prev)}" rel="prev">← ${prev.title}</a>` : html`<a href="/docs/${REFERENCE.slug}" rel="prev">← ${REFERENCE.title}</a>`}${next ? html`<a href="/docs/${areaSlug(next)}" rel="next">${next.title} →</a>` : ''}</nav>`;
}

const GENERATED = html`Generated from the same table that serves REST, MCP, the CLI and <a href="/openapi.json">/openapi.json</a>. Paths are relative to the base URL; errors are always <code>{"error": "..."}</code> (see <a href="/docs/errors">Errors</a>).`;

function areaPage(area: OperationArea, index: number): ReferenceArea {
  const operations = operationsOf(area);
  const page = { slug: areaSlug(area), title: `${REFERENCE.title}: ${area.title}` };
  return {
    ...page,
    description: `${area.description}: each operation with its path, access, request fields and response fields.`,
    outline: operations.map((op) => ({ id: operationAnchor(op), title: op.summary })),
    content: html`<p>${area.description}. ${GENERATED} Every operation by area: <a href="/docs/${REFERENCE.slug}">${REFERENCE.title}</a>.</p>
${operations.map(operationSection)}${areaPager(index)}`,
    searchDocs: [
      { title: page.title, page: page.title, url: `/docs/${page.slug}`, text: '' },
      ...operations.map((op) => ({
        title: op.summary,
        page: page.title,
        url: operationDocsPath(op),
        text: '',
      })),
    ],
  };
}

/** The API reference, generated from the operation table: an index of every operation, and one page per area with each operation's fields. */
export function apiReference(): ApiReference {
  const areas = OPERATION_AREAS.map(areaPage);
  return {
    index: html`<p>Every operation of the API by area; each area has a page with every operation’s path, access, request fields and response fields. ${GENERATED}</p>
${OPERATION_AREAS.map(indexList)}`,
    areas,
    searchDocs: areas.flatMap((area) => area.searchDocs),
  };
}
