/**
 * RFC 8288 Link header: `<uri-ref>; rel="a b"; type="..."`, comma-separated. A character scanner
 * (quotes and angle brackets respected), no regexes over the header.
 */
export interface WebLink {
  href: string;
  rels: string[];
  type: string | null;
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const char of text) {
    if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    if (char === separator && !quoted && !angled) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

export function parseLinkHeader(header: string): WebLink[] {
  return splitOutside(header.slice(0, 16_384), ',').flatMap((entry) => {
    const [target = '', ...params] = splitOutside(entry, ';').map((part) => part.trim());
    if (!target.startsWith('<') || !target.endsWith('>')) return [];
    const attributes = new Map(
      params.map((param) => {
        const equals = param.indexOf('=');
        const key = (equals === -1 ? param : param.slice(0, equals)).trim().toLowerCase();
        const raw = equals === -1 ? '' : param.slice(equals + 1).trim();
        return [key, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw] as const;
      }),
    );
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(' ').filter(Boolean);
    return rels.length === 0 ? [] : [{ href: target.slice(1, -1), rels, type: attributes.get('type') ?? null }];
  });
}

/** Relations that lead an agent to machine-readable descriptions (RFC 9727, RFC 8631, RFC 5988 registry). */
export const AGENT_RELATIONS = ['api-catalog', 'service-desc', 'service-doc', 'service-meta', 'describedby', 'alternate', 'llms-txt'];
