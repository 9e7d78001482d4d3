import type { App } from '../types.js';

/**
 * The page policy: everything comes from this origin, no inline script or style, no framing,
 * forms post only here (and to the payment processor's hosted checkout, reached by redirect).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self' https://checkout.stripe.com",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response of the service; the CSP on every HTML page. */
export function registerSecurityHeaders(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    // A page may ask for less (the password-reset pages carry a token in their URL).
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}

/**
 * `Cross-Origin-Opener-Policy: same-origin` on the HTML pages of the routes registered in `app`: the
 * pages that take a password or show keys, sessions and the account. A window of another site that
 * opened one of them, or that one of them opened, keeps no reference to it. The public pages (home,
 * travel, docs, pricing) show nothing of the visitor's and go without: the header puts a page in a
 * browsing context group of its own, which costs each load a second document commit (measured in
 * docs/architecture.md, "Cross-Origin-Opener-Policy").
 */
export function registerOpenerIsolation(app: App): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
