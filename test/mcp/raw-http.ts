import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON-RPC
}

/**
 * One HTTP request with exactly the given headers (fetch may not set Host, and adds Accept): what
 * DNS-rebinding, CORS and header-less clients look like on the wire.
 */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The _meta envelope every 2026-07-28 request carries. */
export const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'svc-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** Headers of a 2026-07-28 request for `method` (and tool `name`), as a conforming client sends them. */
export function modernHeaders(method: string, name?: string): Record<string, string> {
  return { 'content-type': 'application/json', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) };
}
