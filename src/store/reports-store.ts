import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { utcDay, type Db } from './db.js';

export interface FunnelDay {
  day: string;
  traffic: 'external' | 'synthetic';
  activations: number;
  first_successful_call: number;
  first_matched_search: number;
  commercial_next_step_presented: number;
  commercial_intents: number;
  upgrades: number;
}

const traffic = (t: string): FunnelDay['traffic'] => (t === 'external' ? 'external' : 'synthetic');

/**
 * Operator reports. Each step of the activation-to-paid funnel is counted per day and kept apart
 * for external traffic and synthetic probes (smoke_test, test_operational), as the spec intends.
 */
export class ReportsStore {
  constructor(private readonly db: Db) {}

  async funnel(fromDay: string, toDay: string): Promise<FunnelDay[]> {
    const from = `${fromDay}T00:00:00.000Z`;
    const to = `${toDay}T23:59:59.999Z`;
    const [activations, firstCalls, firstMatched, presented, intents, upgrades] = await Promise.all([
      this.createdPerDay('accounts', sql<SqlBool>`created_for = ${'agent_activation'}`, from, to),
      this.firstPerAccount(sql<SqlBool>`status < 400`, from, to),
      this.firstPerAccount(sql<SqlBool>`match_status = 'matched'`, from, to),
      this.createdPerDay('request_log', sql<SqlBool>`commercial_next_step_presented = ${1}`, from, to),
      this.createdPerDay('commercial_intents', sql<SqlBool>`true`, from, to),
      this.createdPerDay('plan_changes', sql<SqlBool>`to_plan != ${'free_sandbox'}`, from, to),
    ]);
    const rows = new Map<string, FunnelDay>();
    const add = (list: Array<{ day: string; traffic_type: string; n: number | string }>, field: keyof Omit<FunnelDay, 'day' | 'traffic'>) => {
      for (const r of list) {
        const t = traffic(r.traffic_type);
        const id = `${r.day}|${t}`;
        const row = rows.get(id) ?? {
          day: r.day,
          traffic: t,
          activations: 0,
          first_successful_call: 0,
          first_matched_search: 0,
          commercial_next_step_presented: 0,
          commercial_intents: 0,
          upgrades: 0,
        };
        row[field] += Number(r.n);
        rows.set(id, row);
      }
    };
    add(activations, 'activations');
    add(firstCalls, 'first_successful_call');
    add(firstMatched, 'first_matched_search');
    add(presented, 'commercial_next_step_presented');
    add(intents, 'commercial_intents');
    add(upgrades, 'upgrades');
    return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.traffic.localeCompare(b.traffic));
  }

  /** Rows of `table` created in the range and matching `condition`, counted per UTC day and traffic type. */
  private async createdPerDay(
    table: 'accounts' | 'request_log' | 'commercial_intents' | 'plan_changes',
    condition: RawBuilder<SqlBool>,
    from: string,
    to: string,
  ) {
    const day = utcDay(this.db, 'created_at');
    return this.db.kysely
      .selectFrom(table)
      .select([day.as('day'), 'traffic_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where(condition)
      .where('created_at', '>=', from)
      .where('created_at', '<=', to)
      .groupBy([day, 'traffic_type'])
      .execute();
  }

  /** Accounts whose first request matching `condition` happened in the range, by that day. */
  private async firstPerAccount(condition: RawBuilder<SqlBool>, from: string, to: string) {
    const firsts = this.db.kysely
      .selectFrom('request_log')
      .select(['account_id', 'traffic_type', sql<string>`min(created_at)`.as('first_at')])
      .where(condition)
      .groupBy(['account_id', 'traffic_type'])
      .as('firsts');
    const day = utcDay(this.db, 'first_at');
    return this.db.kysely
      .selectFrom(firsts)
      .select([day.as('day'), 'traffic_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('first_at', '>=', from)
      .where('first_at', '<=', to)
      .groupBy([day, 'traffic_type'])
      .execute();
  }

  async roadmap(): Promise<{ feedback: Array<{ bucket: string; count: number }>; api_requests: Array<{ urgency: string; count: number; names: string[] }> }> {
    const feedback = await this.db.kysely
      .selectFrom('feedback')
      .select(['roadmap_bucket as bucket', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('roadmap_bucket')
      .orderBy('count', 'desc')
      .execute();
    const requests = await this.db.kysely.selectFrom('api_requests').select(['urgency', 'requested_api_name']).orderBy('created_at', 'desc').execute();
    const byUrgency = new Map<string, string[]>();
    for (const r of requests) byUrgency.set(r.urgency, [...(byUrgency.get(r.urgency) ?? []), r.requested_api_name]);
    return {
      feedback: feedback.map((f) => ({ bucket: f.bucket, count: Number(f.count) })),
      api_requests: [...byUrgency.entries()].map(([urgency, names]) => ({ urgency, count: names.length, names })),
    };
  }

  async accounts(limit: number) {
    const rows = await this.db.kysely
      .selectFrom('accounts as a')
      .leftJoin('api_keys as k', 'k.account_id', 'a.id')
      .select(['a.id', 'a.email', 'a.plan', 'a.created_for', 'a.traffic_type', 'a.created_at', (eb) => eb.fn.count<number | string>('k.id').as('keys')])
      .groupBy(['a.id', 'a.email', 'a.plan', 'a.created_for', 'a.traffic_type', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .limit(limit)
      .execute();
    // PostgreSQL answers count() as a bigint, which its driver gives as text.
    return rows.map((row) => ({ ...row, keys: Number(row.keys) }));
  }
}
