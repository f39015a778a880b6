import { parseSetCookie } from 'cookie';

type StoredCookie = { name: string; value: string; host: string; path: string };

/** RFC 6265 path-match. */
const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath || (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/**
 * A scripted browser for sign-ins through a provider: a cookie jar that keeps hosts and paths apart
 * (the provider's interaction cookies are per path), redirects followed one by one, and the provider's
 * development login and consent forms filled in.
 */
export class OidcBrowser {
  private jar = new Map<string, StoredCookie>();
  /** The provider's pages (login, consent) the latest signIn went through. */
  prompts: string[] = [];

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const cookie = [...this.jar.values()]
      .filter((c) => c.host === target.hostname && pathMatches(target.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      headers: { ...(cookie ? { cookie } : {}), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), accept: 'text/html' },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const set = parseSetCookie(line, { decode: (v) => v });
      const path = set.path ?? (target.pathname.lastIndexOf('/') > 0 ? target.pathname.slice(0, target.pathname.lastIndexOf('/')) : '/');
      const key = `${target.hostname} ${path} ${set.name}`;
      const expired = (set.maxAge !== undefined && set.maxAge <= 0) || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired) this.jar.delete(key);
      else this.jar.set(key, { name: set.name, value: set.value ?? '', host: target.hostname, path });
    }
    return res;
  }

  async json(url: string) {
    const res = await this.request(url);
    return { status: res.status, body: (await res.json()) as any };
  }

  /** The value of a cookie this browser holds for `url`. */
  cookie(url: string, name: string) {
    const target = new URL(url);
    return [...this.jar.values()].find((c) => c.name === name && c.host === target.hostname && pathMatches(target.pathname, c.path))?.value;
  }

  /**
   * Starts the app's sign-in, logs in at the provider as `login` and follows every redirect until the
   * app sends the browser somewhere of its own: that address (e.g. "/" or "/login?error=…").
   * `alterCallback` may change the provider's answer before the browser delivers it to the app;
   * `cancel` cancels at the provider's login page instead of logging in.
   */
  async signIn(appUrl: string, login: string, options: { redirect?: string; alterCallback?: (callback: URL) => URL; cancel?: boolean } = {}) {
    let url = new URL(`${appUrl}/api/auth/oidc/start${options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : ''}`);
    let res = await this.request(url.href);
    this.prompts = [];
    for (let step = 0; step < 20; step += 1) {
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, url);
        const fromApp = url.origin === appUrl && url.pathname.startsWith('/api/auth/oidc/');
        if (fromApp && next.origin === appUrl) return next;
        const isCallback = next.origin === appUrl && next.pathname === '/api/auth/oidc/callback';
        url = isCallback && options.alterCallback ? options.alterCallback(next) : next;
        res = await this.request(url.href);
        continue;
      }
      const html = await res.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (res.status !== 200 || !prompt) throw new Error(`unexpected ${res.status} at ${url.href}: ${html.slice(0, 400)}`);
      this.prompts.push(prompt);
      // the development login page's "Cancel" link
      if (options.cancel) res = await this.request(`${url.href}/abort`);
      else res = await this.request(url.href, { method: 'POST', form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt } });
    }
    throw new Error('too many redirects');
  }

  /**
   * Goes to the provider's end-session address (what the app's sign-out answered as `redirectTo`),
   * confirms "Yes, sign me out" and follows the redirects until the browser is back at the app: that address.
   */
  async endProviderSession(endSessionUrl: string, appUrl: string) {
    let url = new URL(endSessionUrl);
    let res = await this.request(url.href);
    for (let step = 0; step < 10; step += 1) {
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location')!, url);
        if (url.origin === appUrl) return url;
        res = await this.request(url.href);
        continue;
      }
      const html = await res.text();
      const form = /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/>/.exec(html);
      if (res.status !== 200 || !form) throw new Error(`unexpected ${res.status} at ${url.href}: ${html.slice(0, 400)}`);
      url = new URL(form[1], url);
      res = await this.request(url.href, { method: 'POST', form: { xsrf: form[2], logout: 'yes' } });
    }
    throw new Error('too many redirects');
  }
}
