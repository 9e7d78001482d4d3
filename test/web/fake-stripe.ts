import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A local server that speaks the part of Stripe's API that billing uses (POST
 * /v1/checkout/sessions, form-encoded, bearer secret key) and signs webhook events the way
 * Stripe does: header `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  /** Checkout-session create requests as received: authorization header and decoded form fields. */
  requests: Array<{ authorization: string | undefined; form: URLSearchParams }>;
  sessions: Map<string, Record<string, unknown>>;
  /** A Stripe event JSON for a finished checkout of the given session. */
  completedEvent(sessionId: string, options?: { paid?: boolean; eventId?: string }): string;
  subscriptionDeletedEvent(subscriptionId: string): string;
  sign(payload: string, secret: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let base = '';
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', id('req'));
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        res.statusCode = 401;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
        return;
      }
      const form = new URLSearchParams(body);
      requests.push({ authorization: req.headers.authorization, form });
      const sessionId = id('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: form.get('mode'),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        metadata: { account_id: form.get('metadata[account_id]'), plan: form.get('metadata[plan]') },
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `${base}/c/pay/${sessionId}`,
      };
      sessions.set(sessionId, session);
      res.end(JSON.stringify(session));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${req.url})` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;

  const event = (type: string, object: Record<string, unknown>, eventId = id('evt')) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-10-29.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });

  return {
    url: base,
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    completedEvent(sessionId, options = {}) {
      const session = sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' };
      const paid = options.paid ?? true;
      const completed = { ...session, status: 'complete', payment_status: paid ? 'paid' : 'unpaid', subscription: paid ? id('sub') : null };
      sessions.set(sessionId, completed);
      return event('checkout.session.completed', completed, options.eventId);
    },
    subscriptionDeletedEvent(subscriptionId) {
      return event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    },
    sign(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
      const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      return `t=${timestamp},v1=${v1}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
