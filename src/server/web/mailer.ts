import nodemailer from 'nodemailer';
import type { WebConfig } from '../../config-web.js';
import type { Mailer } from '../../operations/accounts/account-mail.js';

/** Outgoing mail over SMTP (nodemailer), or null when no SMTP server is configured. */
export function smtpMailer(mail: WebConfig['mail']): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
