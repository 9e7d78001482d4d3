import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it receives (plain SMTP, no auth). */
export interface SmtpSink {
  url: string;
  messages: Array<{ to: string[]; raw: string }>;
  /** While true every recipient is refused for now (451), so queued mail stays in the outbox to be retried. */
  holding: boolean;
  close(): Promise<void>;
}

/** The body of a message, with quoted-printable soft breaks and escapes undone. */
export function messageText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(holding ? Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    get holding() {
      return holding;
    },
    set holding(on: boolean) {
      holding = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first message received after the first `after` messages that is to `to` and matches `pattern`; waits for the mail worker up to `timeoutMs`. */
export async function waitForMail(sink: SmtpSink, to: string, pattern: RegExp, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.messages.slice(after).find((m) => m.to.includes(to) && pattern.test(messageText(m.raw)));
    if (found) return messageText(found.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
