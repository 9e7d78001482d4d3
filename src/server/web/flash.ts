import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from './cookies.js';

export const FLASH_COOKIE = 'svc_flash';
const FLASH_MAX_AGE_S = 600;

/** What a form post leaves for the page it redirects to (post/redirect/get). */
export interface Flash {
  /** A key created by that post: shown on the next page once, then gone. */
  newKey?: { value: string; prefix: string };
  notice?: { kind: 'ok' | 'error'; text: string };
}

/**
 * One-time messages carried across a redirect in an encrypted, HttpOnly cookie bound to the
 * session that made them, and cleared by the page that shows them. A new key's value therefore
 * never touches the database, is never rendered on the POST's URL, and a reload shows it no more.
 */
export class FlashMessages {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('svc flash cookie v1').digest();
  }

  set(reply: FastifyReply, sessionId: string, flash: Flash, secure: boolean): void {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify({ s: sessionId, f: flash }), 'utf8'), cipher.final()]);
    const value = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    reply.header('set-cookie', serializeCookie(FLASH_COOKIE, value, { secure, maxAgeSeconds: FLASH_MAX_AGE_S }));
  }

  /** The flash left for this session, if any; the cookie is cleared either way. */
  take(request: FastifyRequest, reply: FastifyReply, sessionId: string, secure: boolean): Flash {
    const value = parseCookies(request.headers.cookie).get(FLASH_COOKIE);
    if (!value) return {};
    reply.header('set-cookie', serializeCookie(FLASH_COOKIE, '', { secure, maxAgeSeconds: 0 }));
    try {
      const raw = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const parsed = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as { s: string; f: Flash };
      return parsed.s === sessionId ? parsed.f : {};
    } catch {
      return {};
    }
  }
}
