import { AccountsStore } from './accounts-store.js';
import { ActivationsStore } from './activations-store.js';
import { ActivityStore } from './activity-store.js';
import { BillingStore } from './billing-store.js';
import type { Db } from './db.js';
import { EmailVerificationsStore } from './email-verifications-store.js';
import { IdempotencyStore } from './idempotency-store.js';
import { MailOutboxStore } from './mail-outbox-store.js';
import { PasswordResetsStore } from './password-resets-store.js';
import { PublicStore } from './public-store.js';
import { RecordsStore } from './records-store.js';
import { ReportsStore } from './reports-store.js';
import { ResearchStore } from './research-store.js';
import { RetentionStore } from './retention-store.js';
import { SessionsStore } from './sessions-store.js';
import { ThrottleStore } from './throttle-store.js';
import { UsageStore } from './usage-store.js';

/** All repositories over one database. */
export class Store {
  readonly accounts: AccountsStore;
  readonly usage: UsageStore;
  readonly activations: ActivationsStore;
  readonly records: RecordsStore;
  readonly reports: ReportsStore;
  readonly publicCalls: PublicStore;
  readonly research: ResearchStore;
  readonly idempotency: IdempotencyStore;
  readonly retention: RetentionStore;
  readonly billing: BillingStore;
  readonly passwordResets: PasswordResetsStore;
  readonly emailVerifications: EmailVerificationsStore;
  readonly mailOutbox: MailOutboxStore;
  readonly activity: ActivityStore;
  readonly sessions: SessionsStore;
  /** One per app: its reservations queue on this instance (see ThrottleStore). */
  readonly throttle: ThrottleStore;

  constructor(readonly db: Db) {
    this.accounts = new AccountsStore(db);
    this.usage = new UsageStore(db);
    this.activations = new ActivationsStore(db);
    this.records = new RecordsStore(db);
    this.reports = new ReportsStore(db);
    this.publicCalls = new PublicStore(db);
    this.research = new ResearchStore(db);
    this.idempotency = new IdempotencyStore(db);
    this.retention = new RetentionStore(db);
    this.billing = new BillingStore(db);
    this.passwordResets = new PasswordResetsStore(db);
    this.emailVerifications = new EmailVerificationsStore(db);
    this.mailOutbox = new MailOutboxStore(db);
    this.activity = new ActivityStore(db);
    this.sessions = new SessionsStore(db);
    this.throttle = new ThrottleStore(db);
  }
}
