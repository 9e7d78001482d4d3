import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A hot-path query built and compiled once. Building and compiling a Kysely query costs more
 * than running a small indexed query, so the SQL text is made once with placeholder arguments
 * and later runs only substitute the real values at the placeholders' positions.
 */
export function prepared<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  // Keyed by the dialect's adapter class: a transaction is a new Kysely object but compiles the same SQL.
  const compiled = new Map<unknown, CompiledQuery<Row>>();
  const marker = (i: number) => `\u0000arg${i}\u0000`;
  return async (db, ...args) => {
    const dialect = db.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      query = build(db, ...(args.map((_, i) => marker(i)) as Args)).compile();
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((p) => {
      const index = typeof p === 'string' && p.startsWith('\u0000arg') ? Number(p.slice(4, -1)) : -1;
      return index >= 0 ? args[index] : p;
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
