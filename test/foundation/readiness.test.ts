import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/** /readyz answers ok only while the database answers and every migration has run on it. */
describe.each(DIALECTS)('readiness (%s)', (dialect) => {
  let server: TestServer;
  afterEach(async () => server.close());

  it('is ready on a migrated database and not once a migration is missing', async () => {
    server = await startServer({ dialect });
    expect(await server.request('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(server.store.db.kysely);
    expect(await server.request('GET', '/readyz')).toMatchObject({ status: 503, body: { error: 'database migrations are not current' } });
  });
});
