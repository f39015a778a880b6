import { parseSetCookie, stringifyCookie } from 'cookie';
import { assertConforms } from './openapiConformance.js';

// the jar keeps values as the server sent them (still URI-encoded), as a browser does
const raw = (value: string) => value;

/** A tiny HTTP client with a cookie jar: one instance is one browser. Its REST answers are checked against the OpenAPI document. */
export class HttpAgent {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return stringifyCookie(Object.fromEntries(this.cookies), { encode: raw });
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const set = parseSetCookie(line, { decode: raw });
      const expired = (set.maxAge !== undefined && set.maxAge <= 0) || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value ?? '');
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    // every REST answer a test receives must be one the OpenAPI document describes
    if (/^\/api(\/|\?|$)/.test(path)) assertConforms({ method, url: path, status: res.status, contentType: res.headers.get('content-type'), text, body: json });
    return { status: res.status, body: json, text, headers: res.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  /** POST /graphql; returns { data, errors }. */
  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data: T; errors?: any[]; status: number }> {
    const res = await this.request('POST', '/graphql', { query, variables });
    return { ...(res.body ?? {}), status: res.status };
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
}
