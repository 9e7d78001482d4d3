import { OPERATIONS, portableToolName } from './index.js';
import type { Operation } from './types.js';

/**
 * The docs' table of operations, generated from the operation table: docs/guide.md carries it
 * (from its header row to the next blank line), and a test keeps the file equal to what this returns.
 */
const HEADER = '| Operation | Method and path | Key | Quota | MCP tool (portable name) | CLI |';

function cliUsage(op: Operation): string {
  if (!op.cli) return '';
  const argument = op.cli.argument;
  const label =
    argument === 'none'
      ? ''
      : argument === 'json'
        ? ' <json>'
        : argument === 'optional-json'
          ? ' [json]'
          : 'param' in argument
            ? ` <${argument.param}>`
            : ` <${argument.words}>`;
  return `\`svc ${op.cli.command}${label}\``;
}

function tool(op: Operation): string {
  if (!op.tool) return '';
  const portable = portableToolName(op.tool.name);
  return portable === op.tool.name ? `\`${op.tool.name}\`` : `\`${op.tool.name}\` (\`${portable}\`)`;
}

export function operationsTable(): string {
  const rows = OPERATIONS.map((op) => {
    const auth = op.auth === 'bearer' ? 'key' : op.publicLimit ? 'none (per-address limit)' : 'none';
    const quota = op.quota === 'consume' ? '1 request' : 'none';
    return `| \`${op.id}\` | \`${op.method} ${op.path.replace(/:(\w+)/g, '{$1}')}\` | ${auth} | ${quota} | ${tool(op)} | ${cliUsage(op)} |`;
  });
  return [HEADER, '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The guide with its generated table replaced by the current one. */
export function withOperationsTable(guide: string): string {
  const start = guide.indexOf(HEADER);
  if (start < 0) throw new Error('docs/guide.md has no operations table');
  const end = guide.indexOf('\n\n', start);
  return guide.slice(0, start) + operationsTable() + (end < 0 ? '\n' : guide.slice(end));
}
