import type { WebConfig } from '../../config-web.js';
import { SEND_STAGE_TIMEOUT_MS, type Mailer } from '../../operations/accounts/account-mail.js';
import { onFirstUse } from '../../operations/first-use.js';

/**
 * Outgoing mail over SMTP (nodemailer, loaded with the first message), or null when no SMTP server is
 * configured. Each stage of a send (connecting, the greeting, a silent socket) gives up after
 * `stageTimeoutMs` unless SMTP_URL's query sets that stage itself: nodemailer waits minutes by default,
 * and it takes its options from the URL's query when given a URL.
 */
export function smtpMailer(mail: WebConfig['mail'], stageTimeoutMs = SEND_STAGE_TIMEOUT_MS): Mailer | null {
  if (!mail) return null;
  const url = new URL(mail.smtpUrl);
  for (const stage of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(stage)) url.searchParams.set(stage, String(stageTimeoutMs));
  }
  const transport = onFirstUse(async () => (await import('nodemailer')).default.createTransport(url.toString()));
  return {
    async send(message) {
      await (await transport()).sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
