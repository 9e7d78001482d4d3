import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { anonymousCsrfToken, deviceToken, safeNext, SESSION_TTL_MS, tokensMatch } from '../../accounts/sessions.js';
import type { BrowserClient } from '../../operations/accounts/auth-throttle.js';
import { currentSession, endSession, startSession, type SignedIn } from '../../operations/accounts/browser-sessions.js';
import type { AppContext } from '../types.js';
import { parseCookies, serializeCookie } from './cookies.js';
import { FlashMessages } from './flash.js';

export const SESSION_COOKIE = 'svc_session';
export const CSRF_COOKIE = 'svc_csrf';
/** The email a finished password reset leaves for the login form. */
export const LOGIN_EMAIL_COOKIE = 'svc_login_email';
/** Marks a browser the account signed in on (its sign-in attempts are counted on it alone). */
export const DEVICE_COOKIE = 'svc_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export type WebUser = SignedIn;

/** Browser sessions in cookies: the cookie in, the account out (src/operations/accounts/browser-sessions.ts keeps them); login rotates, logout deletes. */
export class WebSessions {
  readonly flash: FlashMessages;

  constructor(private readonly ctx: AppContext) {
    this.flash = new FlashMessages(ctx.serverSecret);
  }

  /** Secure cookies whenever the site is served over https (directly or behind a trusted proxy). */
  secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.ctx.config.publicBaseUrl.startsWith('https:');
  }

  async current(request: FastifyRequest): Promise<WebUser | null> {
    return currentSession(this.ctx.services, parseCookies(request.headers.cookie).get(SESSION_COOKIE));
  }

  /** Starts a fresh session for the account (the browser's previous one ends). Returns the new session's id, to bind a flash message to it. */
  async start(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<string> {
    const session = await startSession(this.ctx.services, accountId, parseCookies(request.headers.cookie).get(SESSION_COOKIE));
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, session.token, { secure: this.secure(request), maxAgeSeconds: SESSION_TTL_MS / 1000 }));
    return session.id;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await endSession(this.ctx.services, parseCookies(request.headers.cookie).get(SESSION_COOKIE));
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { secure: this.secure(request), maxAgeSeconds: 0 }));
  }

  /** Who makes an attempt the throttle counts: the client address and the browser's device cookie. */
  client(request: FastifyRequest): BrowserClient {
    return { ip: request.ip, device: parseCookies(request.headers.cookie).get(DEVICE_COOKIE) };
  }

  /** Marks this browser as one the account signs in on. */
  trustBrowser(request: FastifyRequest, reply: FastifyReply, accountId: string): void {
    const token = deviceToken(this.ctx.serverSecret, accountId);
    reply.header('set-cookie', serializeCookie(DEVICE_COOKIE, token, { secure: this.secure(request), maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_S }));
  }

  /** The CSRF token for a form shown before sign-in; sets the browser nonce cookie on first use. */
  anonymousCsrf(request: FastifyRequest, reply: FastifyReply): string {
    let nonce = parseCookies(request.headers.cookie).get(CSRF_COOKIE);
    if (!nonce || !/^[A-Za-z0-9_-]{32,64}$/.test(nonce)) {
      nonce = randomBytes(24).toString('base64url');
      reply.header('set-cookie', serializeCookie(CSRF_COOKIE, nonce, { secure: this.secure(request) }));
    }
    return anonymousCsrfToken(this.ctx.serverSecret, nonce);
  }

  anonymousCsrfValid(request: FastifyRequest, submitted: unknown): boolean {
    const nonce = parseCookies(request.headers.cookie).get(CSRF_COOKIE);
    return nonce !== undefined && tokensMatch(anonymousCsrfToken(this.ctx.serverSecret, nonce), submitted);
  }
}

/** The sign-in URL that brings the user back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?next=${encodeURIComponent(safeNext(path))}`;
}

/** Form fields arrive as strings (or arrays of strings when repeated); anything else reads as empty. */
export function field(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
