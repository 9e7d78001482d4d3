import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The edges (the server's routes, plugins and pages, the MCP and A2A endpoints) read and write the
 * database only through src/operations (the operations, the account actions, billing, the travel
 * demo, readiness and retention), so no surface skips an operation's rules (the live-key limit in
 * its transaction, the demo's budget, a processor event applied once). No module of theirs reads a
 * `store`, of the app's context or of the services, or imports a store module's code; types and
 * constants are not the database.
 */
const EDGE_FOLDERS = ['src/server/routes', 'src/server/plugins', 'src/server/web', 'src/mcp', 'src/a2a'];
const EDGE_MODULES = EDGE_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f)),
);

const isConstantName = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/** Each place in `file` that reaches the store itself, as `line: text`. */
function storeReaches(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'store') note(node);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression) && node.argumentExpression.text === 'store') note(node);
    if (ts.isBindingElement(node) && (node.propertyName ?? node.name).getText() === 'store') note(node);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /\/store\//.test(node.moduleSpecifier.text)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const code = clause && !clause.isTypeOnly && (clause.name || named.some((e) => !e.isTypeOnly && !isConstantName(e.name.text)));
      if (code || (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))) note(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the edges reach the store only through src/operations', () => {
  it('finds the edge modules (billing, the travel demo, health, MCP and retention among them)', () => {
    expect(EDGE_MODULES).toEqual(
      expect.arrayContaining([
        'src/server/routes/web-billing.ts',
        'src/server/routes/web-travel.ts',
        'src/server/web/session.ts',
        'src/server/routes/health.ts',
        'src/server/routes/mcp.ts',
        'src/server/plugins/retention.ts',
        'src/mcp/server.ts',
        'src/a2a/message.ts',
      ]),
    );
  });

  it.each(EDGE_MODULES)('%s reads no store and imports no store code', (file) => {
    expect(storeReaches(file)).toEqual([]);
  });

  it('would see a route that reads the store itself', () => {
    const bypass = [
      "import { openStore } from '../../store/index.js';",
      "import type { Store } from '../../store/index.js';",
      "import { FORGET_AFTER_MS } from '../../store/throttle-store.js';",
      'const intents = await ctx.store.records.commercialIntents(id);',
      "const calls = ctx.services['store'].publicCalls;",
      'const { store } = ctx.services;',
    ].join('\n');
    expect(storeReaches('bypass.ts', bypass).map((f) => f.split(':')[0])).toEqual(['1', '4', '5', '6']);
  });
});
