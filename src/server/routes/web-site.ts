import { AccountMail } from '../../operations/accounts/account-mail.js';
import { registerMailWorker } from '../plugins/mail-outbox.js';
import type { App, AppContext } from '../types.js';
import { smtpMailer } from '../web/mailer.js';
import { registerOpenerIsolation, registerSecurityHeaders } from '../web/security.js';
import { WebSessions } from '../web/session.js';
import { webAccountRoutes } from './web-account.js';
import { webAuthRoutes } from './web-auth.js';
import { billingProcessor, billingWebhookRoute, webBillingRoutes } from './web-billing.js';
import { webDashboardRoutes } from './web-dashboard.js';
import { webDocsRoutes } from './web-docs.js';
import { webPageRoutes } from './web-pages.js';
import { webResetRoutes } from './web-reset.js';
import { webTravelRoutes } from './web-travel.js';

/** Form bodies are small: an email, a password, a CSRF token, a key name. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The browser site. Its form routes live in their own encapsulated context, the only place where
 * application/x-www-form-urlencoded is parsed: the JSON API still answers 415 to form posts.
 */
export async function webRoutes(app: App, ctx: AppContext): Promise<void> {
  registerSecurityHeaders(app);
  const sessions = new WebSessions(ctx);
  const processor = await billingProcessor(ctx);
  // Account mail (reset and verification links) is queued by the routes and sent by a worker; without SMTP there is none.
  const mailer = smtpMailer(ctx.config.web.mail);
  const mail = mailer ? registerMailWorker(app, new AccountMail(ctx.services, mailer), ctx.mailIntervalMs) : null;
  await app.register(async (scope: App) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    await webPageRoutes(scope, ctx);
    await webDocsRoutes(scope, ctx);
    await webTravelRoutes(scope, ctx);
    // The account's pages, in a context of their own so that only they are isolated from other sites' windows.
    await scope.register(async (account: App) => {
      registerOpenerIsolation(account);
      await webAuthRoutes(account, ctx, sessions, mail);
      await webAccountRoutes(account, ctx, sessions, mail);
      await webDashboardRoutes(account, ctx, sessions);
      await webBillingRoutes(account, ctx, sessions, processor);
      await webResetRoutes(account, ctx, sessions, mail);
    });
  });
  if (processor) await app.register(async (scope: App) => billingWebhookRoute(scope, ctx, processor));
}
