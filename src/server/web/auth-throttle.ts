import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceToken, trustedDevice } from '../../accounts/sessions.js';
import { networkOf, RULES, throttleSubject, type ThrottlePurpose, type ThrottleRule } from '../../accounts/throttle.js';
import { ThrottleStore, type ThrottleRequest } from '../../store/throttle-store.js';
import type { AppContext } from '../types.js';
import { parseCookies, serializeCookie } from './cookies.js';

export const DEVICE_COOKIE = 'svc_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** A reserved attempt: settle it once its outcome is known. */
export interface Attempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Success gives the reservations back (and clears the account's lock for this browser or address); failure keeps them. */
  succeeded(): Promise<void>;
}

/**
 * Reservations for the browser's sign-in, sign-up and password-reset attempts. A sign-in from a
 * browser the account signed in on before is counted on that browser alone; any other is counted
 * per account and network, per network, and per account over all unknown browsers. A stranger can
 * therefore lock out only their own network and unknown browsers, never the owner's own browser.
 */
export class AuthThrottle {
  readonly store: ThrottleStore;

  constructor(private readonly ctx: AppContext) {
    this.store = new ThrottleStore(ctx.store.db);
  }

  private subject(purpose: ThrottlePurpose, rule: ThrottleRule, ...parts: string[]): ThrottleRequest {
    return { subject: throttleSubject(this.ctx.serverSecret, purpose, ...parts), rule };
  }

  private async attempt(requests: ThrottleRequest[], onSuccess: { refund: ThrottleRequest[]; clear: ThrottleRequest[] }): Promise<Attempt> {
    const outcome = await this.store.reserve(requests, this.ctx.now());
    return {
      allowed: outcome.allowed,
      retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
      succeeded: async () => {
        await this.store.refund(onSuccess.refund.map((r) => r.subject));
        await this.store.clear(
          onSuccess.clear.map((r) => r.subject),
          this.ctx.now(),
        );
      },
    };
  }

  /** One sign-in attempt for `email` (normalized), whose account id is known when the account exists. */
  async login(request: FastifyRequest, email: string, accountId: string | undefined): Promise<Attempt> {
    const network = networkOf(request.ip);
    const device = accountId ? trustedDevice(this.ctx.serverSecret, accountId, parseCookies(request.headers.cookie).get(DEVICE_COOKIE)) : null;
    if (device) {
      const own = this.subject('login-device', RULES.loginDevice, accountId ?? '', device);
      return this.attempt([own], { refund: [], clear: [own] });
    }
    const pair = this.subject('login-pair', RULES.loginPair, email, network);
    const address = this.subject('login-address', RULES.loginAddress, network);
    const account = this.subject('login-account', RULES.loginAccountUntrusted, email);
    return this.attempt([pair, address, account], { refund: [address, account], clear: [pair] });
  }

  /** Marks this browser as one the account signs in on. */
  trustBrowser(reply: FastifyReply, accountId: string, secure: boolean): void {
    reply.header(
      'set-cookie',
      serializeCookie(DEVICE_COOKIE, deviceToken(this.ctx.serverSecret, accountId), { secure, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_S }),
    );
  }

  signup(request: FastifyRequest): Promise<Attempt> {
    return this.attempt([this.subject('signup-address', RULES.signupAddress, networkOf(request.ip))], { refund: [], clear: [] });
  }

  /**
   * A request for a reset link, counted like sign-in: from a browser the account signed in on,
   * on that browser alone; from any other, per account and network, per network, and per account
   * over all unknown browsers. The email (normalized) is counted whether or not an account has it.
   */
  resetRequest(request: FastifyRequest, email: string, accountId: string | undefined): Promise<Attempt> {
    const network = networkOf(request.ip);
    const device = accountId ? trustedDevice(this.ctx.serverSecret, accountId, parseCookies(request.headers.cookie).get(DEVICE_COOKIE)) : null;
    const none = { refund: [], clear: [] };
    if (device) return this.attempt([this.subject('reset-device', RULES.resetDevice, accountId ?? '', device)], none);
    return this.attempt(
      [
        this.subject('reset-pair', RULES.resetPair, email, network),
        this.subject('reset-address', RULES.resetAddress, network),
        this.subject('reset-account', RULES.resetAccountUntrusted, email),
      ],
      none,
    );
  }

  /** Submitting a reset token: per network; a redeemed token gives the reservation back. */
  resetRedeem(request: FastifyRequest): Promise<Attempt> {
    const address = this.subject('reset-address', RULES.resetAddress, networkOf(request.ip));
    return this.attempt([address], { refund: [address], clear: [] });
  }
}
