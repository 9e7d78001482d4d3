import type { QueuedAccountMail } from '../plugins/mail-outbox.js';
import type { AppContext } from '../types.js';
import type { WebSessions } from '../web/session.js';

/** What the sign-in and account forms answer with: the services, the browser session and the mail outbox (null when the server sends no mail). */
export abstract class WebForms {
  constructor(
    protected readonly ctx: AppContext,
    protected readonly sessions: WebSessions,
    protected readonly mail: QueuedAccountMail | null,
  ) {}
}
