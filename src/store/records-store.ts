import type { Db } from './db.js';
import { GroupCommit } from './group-commit.js';
import type { Database } from './schema.js';

type Row<T extends keyof Database> = Database[T];

/** The commercial intent recorded for a request: the first one, whoever asked again. */
export interface CommercialIntentRecord {
  id: string;
  requestId: string;
  trafficType: string;
  createdAt: string;
}

/** Durable records of what callers did. Each write completes before the response is sent. */
export class RecordsStore {
  /** Every bearer call writes one row: concurrent calls share a transaction (see GroupCommit). */
  private readonly requestLog: GroupCommit<Row<'request_log'>>;

  constructor(private readonly db: Db) {
    this.requestLog = new GroupCommit(
      (rows) =>
        this.db.kysely
          .insertInto('request_log')
          .values(rows)
          .execute()
          .then(() => undefined),
      200,
    );
  }

  async logRequest(row: Row<'request_log'>): Promise<void> {
    await this.requestLog.add(row);
  }

  async findRequest(id: string): Promise<Row<'request_log'> | undefined> {
    return this.db.kysely.selectFrom('request_log').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async recentRequests(accountId: string, limit: number): Promise<Array<Row<'request_log'>>> {
    return this.db.kysely.selectFrom('request_log').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').limit(limit).execute();
  }

  async addFeedback(row: Row<'feedback'>): Promise<void> {
    await this.db.kysely.insertInto('feedback').values(row).execute();
  }

  async addApiRequest(row: Row<'api_requests'>): Promise<void> {
    await this.db.kysely.insertInto('api_requests').values(row).execute();
  }

  /**
   * Records the intent unless the request already has one (a unique index decides, so concurrent
   * repeats record once), and returns the request's intent either way.
   */
  async addCommercialIntentOnce(row: Row<'commercial_intents'>): Promise<CommercialIntentRecord> {
    await this.db.kysely
      .insertInto('commercial_intents')
      .values(row)
      .onConflict((oc) => oc.column('request_id').doNothing())
      .execute();
    const first = await this.db.kysely.selectFrom('commercial_intents').selectAll().where('request_id', '=', row.request_id).executeTakeFirstOrThrow();
    return { id: first.id, requestId: first.request_id, trafficType: first.traffic_type, createdAt: first.created_at };
  }

  async commercialIntents(accountId: string): Promise<Array<Row<'commercial_intents'>>> {
    return this.db.kysely.selectFrom('commercial_intents').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
  }

  async count(table: 'feedback' | 'api_requests' | 'commercial_intents' | 'request_log' | 'accounts' | 'api_keys'): Promise<number> {
    const row = await this.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
