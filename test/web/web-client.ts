/**
 * A minimal browser stand-in for HTTP tests: keeps cookies, does not follow redirects, posts
 * urlencoded forms, reads CSRF tokens out of pages.
 */
export interface WebResponse {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

export class WebClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly address = '203.0.113.10',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<WebResponse> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.address,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq).trim();
      const value = (pair ?? '').slice(eq + 1).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, headers: res.headers, text: await res.text(), location: res.headers.get('location') };
  }

  get(path: string): Promise<WebResponse> {
    return this.request('GET', path);
  }

  post(path: string, form: Record<string, string>): Promise<WebResponse> {
    return this.request('POST', path, form);
  }

  /** GETs a page and submits its form with the page's CSRF token plus the given fields. */
  async submit(pagePath: string, action: string, form: Record<string, string>): Promise<WebResponse> {
    const page = await this.get(pagePath);
    return this.post(action, { csrf: csrfOf(page.text), ...form });
  }

  async signup(email: string, password = 'correct horse battery', next?: string): Promise<WebResponse> {
    const query = next ? `?next=${encodeURIComponent(next)}` : '';
    return this.submit(`/signup${query}`, `/signup${query}`, { email, password, ...(next ? { next } : {}) });
  }

  async login(email: string, password = 'correct horse battery', next?: string): Promise<WebResponse> {
    const query = next ? `?next=${encodeURIComponent(next)}` : '';
    return this.submit(`/login${query}`, `/login${query}`, { email, password, ...(next ? { next } : {}) });
  }
}

export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no CSRF token in page:\n${html.slice(0, 500)}`);
  return match[1];
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}
