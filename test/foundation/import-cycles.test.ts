import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` (lint) follows value imports only. This check follows every import of src/,
 * `import type` and `export ... from` included, as TypeScript's own pre-processor lists them: two
 * modules that need each other's types share a third module instead (docs/architecture.md).
 */

/** Each module of `dir` (a path relative to the repository) with the modules of `dir` it imports. */
function importGraph(dir: string): Map<string, string[]> {
  const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file))
    .map((file) => join(dir, file));
  const known = new Set(modules);
  const graph = new Map<string, string[]>();
  for (const from of modules) {
    const { importedFiles } = ts.preProcessFile(readFileSync(from, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => join(dirname(from), fileName))
      .map((target) => (target.endsWith('.js') && !existsSync(target) ? target.replace(/\.js$/, '.ts') : target))
      .filter((target) => known.has(target));
    graph.set(from, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of two or more modules that reach each other (Tarjan's strongly connected components). */
function cycleGroups(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

describe('import cycles', () => {
  it('groups the modules of each cycle, and only those', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycleGroups(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('src/ has none, counting `import type`', () => {
    const graph = importGraph('src');
    expect(graph.size).toBeGreaterThan(500);
    // A type-only import is an edge of the graph.
    expect(graph.get('src/launch/snapshot.ts')).toContain('src/launch/declared-openapi.ts');
    expect(cycleGroups(graph)).toEqual([]);
  });
});
