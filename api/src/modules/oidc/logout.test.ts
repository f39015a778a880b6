import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { adminAgent, signedInUser, uniqueName } from '../../../test/factories.js';
import { OidcBrowser } from '../../../test/oidc/browser.js';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../../../test/oidc/provider.js';
import { SESSION_COOKIE } from '../auth/sessions.js';

for (const provider of PROVIDERS) {
  describe(`Signing out of a session the provider started [${provider}]`, () => {
    let idp: TestOidcProvider;
    /** RP-initiated logout on (the default) */
    let app: TestServer;
    /** OIDC_RP_LOGOUT=0 */
    let localOnly: TestServer;

    beforeAll(async () => {
      idp = await startOidcProvider();
      const env = { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, OIDC_AUTO_APPROVE: '1' };
      [app, localOnly] = await Promise.all([startTestServer(provider, env), startTestServer(provider, { ...env, OIDC_RP_LOGOUT: '0' })]);
      await idp.registerClient([app, localOnly].map((s) => `${s.url}/api/auth/oidc/callback`));
      await Promise.all([adminAgent(app), adminAgent(localOnly)]);
    });
    afterAll(async () => {
      await Promise.all([app?.stop(), localOnly?.stop()]);
      await idp?.stop();
    });

    const person = () => {
      const subject = uniqueName('sub-');
      idp.accounts.set(subject, { email: `${uniqueName('out')}@example.com`, email_verified: true });
      return subject;
    };
    const sessionCookie = (browser: OidcBrowser, server: TestServer) => `${SESSION_COOKIE}=${browser.cookie(`${server.url}/api`, SESSION_COOKIE)}`;
    const signOut = (browser: OidcBrowser, server: TestServer) =>
      server.agent().request('POST', '/api/auth/logout', {}, { cookie: sessionCookie(browser, server) });
    const check = (browser: OidcBrowser, server: TestServer) => browser.json(`${server.url}/api/auth/check`).then((r) => r.body);

    it('ends the provider session too: the answer sends the browser to end_session_endpoint, which comes back to /login, and the next sign-in asks for credentials', async () => {
      const subject = person();
      const browser = new OidcBrowser();
      expect((await browser.signIn(app.url, subject)).pathname).toBe('/');
      expect(browser.prompts).toContain('login');
      // the ID token is kept with the session, encrypted
      const { user } = await check(browser, app);
      const [row] = await app.app.deps.db.session.findMany({ where: { userId: user.id } });
      expect(row.oidcIdToken).toEqual(expect.any(String));
      expect(row.oidcIdToken).not.toMatch(/^eyJ/);

      const out = await signOut(browser, app);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true, redirectTo: expect.any(String) });
      const to = new URL(out.body.redirectTo);
      expect(to.origin).toBe(idp.issuer);
      expect(Object.fromEntries(to.searchParams)).toEqual(
        expect.objectContaining({ id_token_hint: expect.stringMatching(/^eyJ/), post_logout_redirect_uri: `${app.url}/login`, client_id: TEST_CLIENT.id }),
      );
      expect(await check(browser, app)).toMatchObject({ authenticated: false });
      expect(await app.app.deps.db.session.count({ where: { userId: user.id } })).toBe(0);

      const back = await browser.endProviderSession(out.body.redirectTo, app.url);
      expect(back.pathname).toBe('/login');

      // the provider no longer knows this browser: it asks who is signing in
      expect((await browser.signIn(app.url, subject)).pathname).toBe('/');
      expect(browser.prompts).toContain('login');
      expect(await check(browser, app)).toMatchObject({ authenticated: true, user: { id: user.id } });
    });

    it('with OIDC_RP_LOGOUT=0 only the app session ends: the provider signs the same browser in again without asking', async () => {
      const subject = person();
      const browser = new OidcBrowser();
      await browser.signIn(localOnly.url, subject);
      const out = await signOut(browser, localOnly);
      expect(out).toMatchObject({ status: 200, body: { success: true } });
      expect(out.body.redirectTo).toBeUndefined();
      expect(await check(browser, localOnly)).toMatchObject({ authenticated: false });

      expect((await browser.signIn(localOnly.url, subject)).pathname).toBe('/');
      expect(browser.prompts).not.toContain('login');
      expect(await check(browser, localOnly)).toMatchObject({ authenticated: true });
    });

    it('a password session, and no session at all, sign out as before', async () => {
      const { agent } = await signedInUser(app);
      expect((await agent.post('/api/auth/logout')).body).toEqual({ success: true });
      expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
      const anonymous = await app.agent().post('/api/auth/logout');
      expect(anonymous.body).toEqual({ success: true });
    });
  });
}
