/**
 * The site-level discovery files: robots.txt, the sitemap, the RFC 9727 API catalog and the
 * Link header of the home page. Paths they name are the ones the service serves.
 */

export const API_CATALOG_PATH = '/.well-known/api-catalog';

/** RFC 9727: the catalog is a linkset, served with this media type and profile. */
export const LINKSET_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/**
 * Content Signals (contentsignals.org): search and live answers may use the public pages;
 * training may not, because an API's docs change and a model trained on an old copy gives agents
 * stale calls. The signed-in pages send crawlers to /login, so they need no Disallow line.
 */
export function robotsTxt(base: string): string {
  return `User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\nDisallow: /api/\nDisallow: /mcp\n\nSitemap: ${base}/sitemap.xml\n`;
}

const PUBLIC_PAGES = ['/', '/travel', '/docs', '/developers', '/pricing', '/privacy', '/docs.md', '/index.md', '/pricing.md', '/llms.txt', '/openapi.json'];

/** The public pages plus one /docs/<section> page per section of the guide. */
export function sitemapXml(base: string, docSections: Iterable<string>): string {
  const paths = [...PUBLIC_PAGES, ...[...docSections].map((section) => `/docs/${section}`)];
  const urls = paths.map((path) => `  <url><loc>${base}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** One API (the REST API at /api/v1), its description, its docs and its health endpoint. */
export function apiCatalog(base: string) {
  return {
    linkset: [
      {
        anchor: `${base}/api/v1`,
        'service-desc': [{ href: `${base}/openapi.json`, type: 'application/json' }],
        'service-doc': [
          { href: `${base}/docs`, type: 'text/html' },
          { href: `${base}/docs.md`, type: 'text/markdown' },
        ],
        status: [{ href: `${base}/healthz`, type: 'application/json' }],
      },
    ],
  };
}

/**
 * RFC 8288 Link header for the home page: the API catalog, the OpenAPI description, the
 * quickstart, llms.txt, and this page as markdown.
 */
export const HOME_LINK_HEADER = [
  `<${API_CATALOG_PATH}>; rel="api-catalog"; type="application/linkset+json"`,
  '</openapi.json>; rel="service-desc"; type="application/json"',
  '</developers>; rel="service-doc"; type="text/html"',
  '</llms.txt>; rel="describedby"; type="text/plain"',
  '</>; rel="alternate"; type="text/markdown"',
].join(', ');
