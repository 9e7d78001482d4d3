import nodemailer from 'nodemailer';
import type { WebConfig } from '../../config-web.js';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

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
