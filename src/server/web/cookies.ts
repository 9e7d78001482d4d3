import { parse, serialize } from 'cookie';

/** The site's cookies by name; when a name comes twice the first wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(parse(header ?? ''))) if (value !== undefined) out.set(name, value);
  return out;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

/** Every cookie of the site is HttpOnly, SameSite=Lax and scoped to the whole site. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: options.maxAgeSeconds, secure: options.secure });
}
