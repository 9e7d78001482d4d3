import type { FastifyReply } from 'fastify';
import { messagePage } from './auth-pages.js';

/** An HTML page response; never cached, since most pages show an account's data or a fresh CSRF token. */
export function htmlReply(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export function csrfRejected(reply: FastifyReply): FastifyReply {
  return htmlReply(
    reply,
    403,
    messagePage('Form expired', 'This form was not sent from a page of this site, or it expired. Go back, reload the page and try again.'),
  );
}
