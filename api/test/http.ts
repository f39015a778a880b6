/** A tiny HTTP client with a cookie jar: one instance is one browser. */
export class HttpAgent {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
      const [pair, ...attrs] = line.split(';');
      const [k, ...v] = pair.split('=');
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired) this.cookies.delete(k.trim());
      else this.cookies.set(k.trim(), v.join('='));
    }
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
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
