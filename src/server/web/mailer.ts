import type { WebConfig } from '../../config-web.js';
import type { Mailer } from '../../operations/accounts/account-mail.js';
import { onFirstUse } from '../../operations/first-use.js';

/** Outgoing mail over SMTP (nodemailer, loaded with the first message), or null when no SMTP server is configured. */
export function smtpMailer(mail: WebConfig['mail']): Mailer | null {
  if (!mail) return null;
  const transport = onFirstUse(async () => (await import('nodemailer')).default.createTransport(mail.smtpUrl));
  return {
    async send(message) {
      await (await transport()).sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
