import { trustedDevice } from '../../accounts/sessions.js';
import { networkOf, RULES, throttleSubject, type ThrottlePurpose, type ThrottleRule } from '../../accounts/throttle.js';
import type { ThrottleRequest } from '../../store/throttle-store.js';
import type { Services } from '../services.js';

/** Who makes a browser attempt: the client address and the device cookie its browser sent, if any. */
export interface BrowserClient {
  ip: string;
  device: string | undefined;
}

/** A reserved attempt: settle it once its outcome is known. */
export interface Attempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Success gives the reservations back (and clears the account's lock for this browser or address); failure keeps them. */
  succeeded(): Promise<void>;
}

/**
 * Reservations for the browser's sign-in, sign-up and password-reset attempts, kept in the
 * database so every instance shares them. A sign-in from a browser the account signed in on before
 * is counted on that browser alone; any other is counted per account and network, per network,
 * and per account over all unknown browsers. A stranger can therefore lock out only their own
 * network and unknown browsers, never the owner's own browser.
 */
const subject = (services: Services, purpose: ThrottlePurpose, rule: ThrottleRule, ...parts: string[]): ThrottleRequest => ({
  subject: throttleSubject(services.serverSecret, purpose, ...parts),
  rule,
});

const NOTHING_ON_SUCCESS = { refund: [], clear: [] };

async function attempt(services: Services, requests: ThrottleRequest[], onSuccess: { refund: ThrottleRequest[]; clear: ThrottleRequest[] }): Promise<Attempt> {
  const throttle = services.store.throttle;
  const outcome = await throttle.reserve(requests, services.now());
  return {
    allowed: outcome.allowed,
    retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
    succeeded: async () => {
      await throttle.refund(onSuccess.refund.map((r) => r.subject));
      await throttle.clear(
        onSuccess.clear.map((r) => r.subject),
        services.now(),
      );
    },
  };
}

/** The browser the account signed in on before, when the client's device cookie says so. */
const ownBrowser = (services: Services, client: BrowserClient, accountId: string | undefined): string | null =>
  accountId ? trustedDevice(services.serverSecret, accountId, client.device) : null;

/** One sign-in attempt for `email` (normalized), whose account id is known when the account exists. */
export function loginAttempt(services: Services, client: BrowserClient, email: string, accountId: string | undefined): Promise<Attempt> {
  const device = ownBrowser(services, client, accountId);
  if (device && accountId) {
    const own = subject(services, 'login-device', RULES.loginDevice, accountId, device);
    return attempt(services, [own], { refund: [], clear: [own] });
  }
  const network = networkOf(client.ip);
  const pair = subject(services, 'login-pair', RULES.loginPair, email, network);
  const address = subject(services, 'login-address', RULES.loginAddress, network);
  const account = subject(services, 'login-account', RULES.loginAccountUntrusted, email);
  return attempt(services, [pair, address, account], { refund: [address, account], clear: [pair] });
}

export function signupAttempt(services: Services, client: BrowserClient): Promise<Attempt> {
  return attempt(services, [subject(services, 'signup-address', RULES.signupAddress, networkOf(client.ip))], NOTHING_ON_SUCCESS);
}

/**
 * A request for a reset link, counted like sign-in: from a browser the account signed in on,
 * on that browser alone; from any other, per account and network, per network, and per account
 * over all unknown browsers. The email (normalized) is counted whether or not an account has it.
 */
export function resetRequestAttempt(services: Services, client: BrowserClient, email: string, accountId: string | undefined): Promise<Attempt> {
  const device = ownBrowser(services, client, accountId);
  if (device && accountId) return attempt(services, [subject(services, 'reset-device', RULES.resetDevice, accountId, device)], NOTHING_ON_SUCCESS);
  const network = networkOf(client.ip);
  return attempt(
    services,
    [
      subject(services, 'reset-pair', RULES.resetPair, email, network),
      subject(services, 'reset-address', RULES.resetAddress, network),
      subject(services, 'reset-account', RULES.resetAccountUntrusted, email),
    ],
    NOTHING_ON_SUCCESS,
  );
}

/** Submitting a reset token: per network; a redeemed token gives the reservation back. */
export function resetRedeemAttempt(services: Services, client: BrowserClient): Promise<Attempt> {
  const address = subject(services, 'reset-address', RULES.resetAddress, networkOf(client.ip));
  return attempt(services, [address], { refund: [address], clear: [] });
}
