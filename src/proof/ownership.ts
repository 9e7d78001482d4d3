import { getDomain } from 'tldts';

/**
 * Who wrote a page, as far as URLs tell: the registrable domain (public suffix list via tldts,
 * private suffixes such as github.io included so two users' pages count as two publishers) and
 * the entity's known profiles on shared hosts (a code-host organisation, a registry account).
 */

export const registrableDomain = (url: string): string | null => {
  try {
    const host = new URL(url).hostname;
    return getDomain(host, { allowPrivateDomains: true }) ?? host;
  } catch {
    return null;
  }
};

/** Plain data, so it can be handed to a worker thread. */
export interface Ownership {
  entityDomain: string | null;
  profiles: string[];
}

export function ownershipOf(entityUrl: string, profiles: readonly string[]): Ownership {
  return { entityDomain: registrableDomain(entityUrl), profiles: profiles.filter((profile) => URL.canParse(profile)) };
}

const trimSlash = (path: string) => {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
};

/** Why `url` counts as the entity's own page, or null when it does not. */
export function selfAuthoredReason(url: string, ownership: Ownership): string | null {
  const domain = registrableDomain(url);
  if (domain && domain === ownership.entityDomain) return `same registrable domain as the entity (${domain})`;
  const target = new URL(url);
  for (const text of ownership.profiles) {
    const profile = new URL(text);
    const root = trimSlash(profile.pathname);
    if (root === '' && domain === registrableDomain(text)) return `same registrable domain as the known profile ${profile.toString()}`;
    if (root !== '' && target.hostname === profile.hostname && (trimSlash(target.pathname) === root || target.pathname.startsWith(`${root}/`))) {
      return `under the known profile ${profile.toString()}`;
    }
  }
  return null;
}

export const PACKAGE_REGISTRY_HOSTS = new Set([
  'npmjs.com',
  'www.npmjs.com',
  'pypi.org',
  'crates.io',
  'hub.docker.com',
  'rubygems.org',
  'pkg.go.dev',
  'www.nuget.org',
  'packagist.org',
]);
export const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'codeberg.org']);

export const hostOf = (url: string) => new URL(url).hostname.toLowerCase();
