import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { anonymousCsrfToken, newSession, safeNext, sessionIdHash, SESSION_TTL_MS, tokensMatch } from '../../accounts/sessions.js';
import type { AccountRow } from '../../store/accounts-store.js';
import { SessionsStore, type SessionRow } from '../../store/sessions-store.js';
import type { AppContext } from '../types.js';
import { AuthThrottle } from './auth-throttle.js';
import { parseCookies, serializeCookie } from './cookies.js';
import { FlashMessages } from './flash.js';

export const SESSION_COOKIE = 'svc_session';
export const CSRF_COOKIE = 'svc_csrf';
/** The email a finished password reset leaves for the login form. */
export const LOGIN_EMAIL_COOKIE = 'svc_login_email';

export interface WebUser {
  account: AccountRow;
  session: SessionRow;
}

/** Browser sessions over the store: cookie in, account out; login rotates, logout deletes. */
export class WebSessions {
  readonly store: SessionsStore;
  readonly throttle: AuthThrottle;
  readonly flash: FlashMessages;

  constructor(private readonly ctx: AppContext) {
    this.store = new SessionsStore(ctx.store.db);
    this.throttle = new AuthThrottle(ctx);
    this.flash = new FlashMessages(ctx.serverSecret);
  }

  /** Secure cookies whenever the site is served over https (directly or behind a trusted proxy). */
  secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.ctx.config.publicBaseUrl.startsWith('https:');
  }

  async current(request: FastifyRequest): Promise<WebUser | null> {
    const token = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
    if (!token) return null;
    return (await this.store.find(sessionIdHash(token), this.ctx.now())) ?? null;
  }

  /**
   * Starts a fresh session for the account. Whatever session id the browser had before is
   * deleted and never reused, so an id planted before sign-in (session fixation) is worthless.
   * Returns the new session's id (its hash), to bind a flash message to it.
   */
  async start(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<string> {
    const previous = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
    if (previous) await this.store.delete(sessionIdHash(previous));
    const session = newSession(this.ctx.now());
    await this.store.create({
      id: session.idHash,
      account_id: accountId,
      csrf_token: session.csrfToken,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    });
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, session.token, { secure: this.secure(request), maxAgeSeconds: SESSION_TTL_MS / 1000 }));
    return session.idHash;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
    if (token) await this.store.delete(sessionIdHash(token));
    reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { secure: this.secure(request), maxAgeSeconds: 0 }));
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
