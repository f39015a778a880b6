import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { adminAgent, PASSWORD, uniqueName } from '../../../test/factories.js';
import { OidcBrowser } from '../../../test/oidc/browser.js';
import { startOidcProvider, TEST_CLIENT, type TestClaims, type TestOidcProvider } from '../../../test/oidc/provider.js';
import { AUTH_MESSAGES } from '../auth/service.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/validation.js';
import { FLOW_COOKIE } from './flowCookie.js';
import { OIDC_MESSAGES } from './messages.js';

const NAME = 'Test SSO';

/** The login screen's address for a message the callback sends back. */
const loginWith = (key: 'error' | 'notice', text: string) => `/login?${new URLSearchParams({ [key]: text })}`;
const pathOf = (url: URL) => url.pathname + url.search;

for (const provider of PROVIDERS) {
  describe(`OIDC sign-in [${provider}]`, () => {
    let idp: TestOidcProvider;
    /** OIDC_AUTO_APPROVE=1 */
    let app: TestServer;
    /** new accounts wait for approval */
    let approvalApp: TestServer;

    beforeAll(async () => {
      idp = await startOidcProvider();
      const env = {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_NAME: NAME,
        OIDC_ALLOWED_DOMAINS: 'example.com, corp.example',
      };
      [app, approvalApp] = await Promise.all([startTestServer(provider, { ...env, OIDC_AUTO_APPROVE: '1' }), startTestServer(provider, env)]);
      await idp.registerClient([app, approvalApp].map((s) => `${s.url}/api/auth/oidc/callback`));
      // an admin exists already: the accounts made here are not the first one
      await Promise.all([adminAgent(app), adminAgent(approvalApp)]);
    });
    afterAll(async () => {
      await Promise.all([app?.stop(), approvalApp?.stop()]);
      await idp?.stop();
    });

    /** A person at the provider with these claims; returns the subject to log in as. */
    const person = (claims: TestClaims) => {
      const subject = uniqueName('sub-');
      idp.accounts.set(subject, claims);
      return subject;
    };
    const check = (browser: OidcBrowser, server: TestServer) => browser.json(`${server.url}/api/auth/check`).then((r) => r.body);
    const identitiesOf = (server: TestServer, userId: number) => server.app.deps.db.userIdentity.findMany({ where: { userId } });
    /** An account registered with a password and approved. */
    async function passwordAccount(server: TestServer) {
      const username = uniqueName('pw');
      const email = `${username}@example.com`;
      const res = await server.agent().post('/api/auth/register', { username, email, password: PASSWORD });
      expect(res.status).toBe(201);
      await server.app.deps.db.user.update({ where: { id: res.body.id }, data: { status: 'approved' } });
      return { id: res.body.id as number, username, email };
    }

    it('tells the login screen that sign-in is on, and its name', async () => {
      const res = await app.agent().get('/api/auth/oidc');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: true, name: NAME });
    });

    it('start sends the browser to the provider with state, nonce and PKCE, remembered in an encrypted cookie', async () => {
      const res = await app.agent().get('/api/auth/oidc/start');
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location')!);
      expect(to.origin).toBe(idp.issuer);
      expect(Object.fromEntries(to.searchParams)).toEqual(
        expect.objectContaining({
          client_id: TEST_CLIENT.id,
          response_type: 'code',
          redirect_uri: `${app.url}/api/auth/oidc/callback`,
          scope: 'openid email profile',
          code_challenge_method: 'S256',
          state: expect.any(String),
          nonce: expect.any(String),
          code_challenge: expect.any(String),
        }),
      );
      const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${FLOW_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
      // neither the state nor the verifier can be read from it
      expect(decodeURIComponent(cookie)).not.toContain(to.searchParams.get('state')!);
    });

    it('a new person gets an approved account at once with auto-approve, signed in, linked by subject', async () => {
      const subject = person({ email: 'Ada.Lovelace@Example.com', email_verified: true, preferred_username: 'ada.lovelace', name: 'Ada Lovelace' });
      const browser = new OidcBrowser();
      const where = await browser.signIn(app.url, subject, { redirect: '/tasks?view=today' });
      expect(pathOf(where)).toBe('/tasks?view=today');
      const me = await check(browser, app);
      expect(me).toMatchObject({
        authenticated: true,
        requiresTwoFactor: false,
        user: { username: 'ada.lovelace', email: 'ada.lovelace@example.com', name: 'Ada Lovelace', role: 'user', status: 'approved' },
      });
      expect(await identitiesOf(app, me.user.id)).toEqual([expect.objectContaining({ issuer: idp.issuer, subject, email: 'ada.lovelace@example.com' })]);
      // the account comes with its Inbox
      expect(await app.app.deps.db.project.findMany({ where: { userId: me.user.id }, select: { name: true, inbox: true } })).toEqual([
        { name: 'Inbox', inbox: true },
      ]);
      // the flow cookie is used up
      expect(browser.cookie(`${app.url}/api/auth/oidc/callback`, FLOW_COOKIE)).toBeUndefined();
    });

    it('without auto-approve a new account waits for approval: the login screen says so, and so it stays until approved', async () => {
      const subject = person({ email: 'grace@corp.example', email_verified: true, preferred_username: 'grace' });
      const browser = new OidcBrowser();
      expect(pathOf(await browser.signIn(approvalApp.url, subject))).toBe(loginWith('notice', AUTH_MESSAGES.createdPending));
      expect(await check(browser, approvalApp)).toMatchObject({ authenticated: false });
      const user = await approvalApp.app.deps.db.user.findUniqueOrThrow({ where: { email: 'grace@corp.example' } });
      expect(user).toMatchObject({ username: 'grace', status: 'pending', role: 'user' });

      expect(pathOf(await browser.signIn(approvalApp.url, subject))).toBe(loginWith('error', AUTH_MESSAGES.pending));
      expect(await check(browser, approvalApp)).toMatchObject({ authenticated: false });

      await approvalApp.app.deps.db.user.update({ where: { id: user.id }, data: { status: 'approved' } });
      expect(pathOf(await browser.signIn(approvalApp.url, subject))).toBe('/');
      expect(await check(browser, approvalApp)).toMatchObject({ authenticated: true, user: { id: user.id } });
    });

    it('a rejected account is refused with its message', async () => {
      const subject = person({ email: 'rejected.one@example.com', email_verified: true });
      await new OidcBrowser().signIn(app.url, subject);
      await app.app.deps.db.user.update({ where: { email: 'rejected.one@example.com' }, data: { status: 'rejected' } });
      const browser = new OidcBrowser();
      expect(pathOf(await browser.signIn(app.url, subject))).toBe(loginWith('error', AUTH_MESSAGES.rejected));
      expect(await check(browser, app)).toMatchObject({ authenticated: false });
    });

    it('an existing account is linked by a verified e-mail address, and its own two-factor step is skipped', async () => {
      const account = await passwordAccount(app);
      await app.app.deps.db.user.update({ where: { id: account.id }, data: { twoFactorEnabled: true, twoFactorSecret: 'not-used' } });
      const subject = person({ email: account.email.toUpperCase(), email_verified: true, preferred_username: 'someone-else' });
      const browser = new OidcBrowser();
      expect(pathOf(await browser.signIn(app.url, subject))).toBe('/');
      expect(await check(browser, app)).toMatchObject({ authenticated: true, requiresTwoFactor: false, user: { id: account.id, username: account.username } });
      expect(await identitiesOf(app, account.id)).toEqual([expect.objectContaining({ issuer: idp.issuer, subject })]);
      // the password keeps working
      expect((await app.agent().post('/api/auth/login', { username: account.username, password: PASSWORD })).body).toMatchObject({ requiresTwoFactor: true });
    });

    it('an unverified e-mail address of an existing account is refused, and nothing is linked', async () => {
      const account = await passwordAccount(app);
      for (const claims of [{ email: account.email, email_verified: false }, { email: account.email }]) {
        const browser = new OidcBrowser();
        expect(pathOf(await browser.signIn(app.url, person(claims)))).toBe(loginWith('error', OIDC_MESSAGES.unverifiedEmail(NAME)));
        expect(await check(browser, app)).toMatchObject({ authenticated: false });
      }
      expect(await identitiesOf(app, account.id)).toEqual([]);
    });

    it('an e-mail domain outside OIDC_ALLOWED_DOMAINS is refused, as is no e-mail address at all', async () => {
      const cases: Array<[TestClaims, string]> = [
        [{ email: 'mallory@elsewhere.org', email_verified: true }, OIDC_MESSAGES.domainNotAllowed('elsewhere.org')],
        // a look-alike domain is not the allowed one
        [{ email: 'mallory@notexample.com', email_verified: true }, OIDC_MESSAGES.domainNotAllowed('notexample.com')],
        [{ preferred_username: 'nomail' }, OIDC_MESSAGES.noEmail(NAME)],
      ];
      for (const [claims, message] of cases) {
        const browser = new OidcBrowser();
        expect(pathOf(await browser.signIn(app.url, person(claims)))).toBe(loginWith('error', message));
        expect(await check(browser, app)).toMatchObject({ authenticated: false });
      }
      expect(await app.app.deps.db.user.count({ where: { email: { in: ['mallory@elsewhere.org', 'mallory@notexample.com'] } } })).toBe(0);
    });

    it('a later sign-in finds the account by subject, even after the e-mail address changed at the provider', async () => {
      const subject = person({ email: 'lin.first@example.com', email_verified: true, preferred_username: 'lin' });
      const first = new OidcBrowser();
      await first.signIn(app.url, subject);
      const { user } = await check(first, app);

      idp.accounts.set(subject, { email: 'lin.renamed@corp.example', email_verified: false, preferred_username: 'lin2' });
      const second = new OidcBrowser();
      expect(pathOf(await second.signIn(app.url, subject))).toBe('/');
      expect(await check(second, app)).toMatchObject({ authenticated: true, user: { id: user.id, email: 'lin.first@example.com' } });
      expect(await identitiesOf(app, user.id)).toEqual([expect.objectContaining({ subject, email: 'lin.renamed@corp.example' })]);
      expect(await app.app.deps.db.user.count({ where: { username: { startsWith: 'lin' } } })).toBe(1);
    });

    it('a taken username gets a number; a second identity for an already linked account is refused', async () => {
      const account = await passwordAccount(app);
      const namesake = person({ email: `namesake-${account.username}@example.com`, email_verified: true, preferred_username: account.username });
      const browser = new OidcBrowser();
      await browser.signIn(app.url, namesake);
      expect((await check(browser, app)).user.username).toBe(`${account.username}-2`);

      const owner = person({ email: account.email, email_verified: true });
      await new OidcBrowser().signIn(app.url, owner);
      const intruder = person({ email: account.email, email_verified: true });
      expect(pathOf(await new OidcBrowser().signIn(app.url, intruder))).toBe(loginWith('error', OIDC_MESSAGES.linkedElsewhere(NAME)));
    });

    it('a tampered state, a callback without the browser that started it, and a cancelled sign-in are refused', async () => {
      const subject = person({ email: 'tamper.target@example.com', email_verified: true });
      const tampered = new OidcBrowser();
      const where = await tampered.signIn(app.url, subject, {
        alterCallback: (callback) => {
          callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
          return callback;
        },
      });
      expect(pathOf(where)).toBe(loginWith('error', OIDC_MESSAGES.failed(NAME)));
      expect(await check(tampered, app)).toMatchObject({ authenticated: false });

      // the provider's answer delivered by another browser (no flow cookie)
      let stolen: URL | undefined;
      await new OidcBrowser().signIn(app.url, subject, {
        alterCallback: (callback) => {
          stolen = callback;
          return new URL(`${app.url}/api/auth/oidc/callback?code=nothing&state=nothing`);
        },
      });
      const other = new OidcBrowser();
      const res = await other.request(stolen!.href);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(loginWith('error', OIDC_MESSAGES.flowLost));
      expect(await check(other, app)).toMatchObject({ authenticated: false });

      const cancelled = await new OidcBrowser().signIn(app.url, subject, { cancel: true });
      expect(pathOf(cancelled)).toBe(loginWith('error', OIDC_MESSAGES.cancelled(NAME)));
      expect(await app.app.deps.db.user.count({ where: { email: 'tamper.target@example.com' } })).toBe(0);
    });

    it('an account made by sign-in has no password until it sets one without a current password; then it needs the current one', async () => {
      const subject = person({ email: 'first.password@example.com', email_verified: true, preferred_username: 'first.password' });
      const browser = new OidcBrowser();
      await browser.signIn(app.url, subject);
      const session = { cookie: `${SESSION_COOKIE}=${browser.cookie(`${app.url}/api/settings`, SESSION_COOKIE)}` };
      const agent = app.agent();
      const hasPassword = async () => (await agent.request('POST', '/graphql', { query: '{ viewer { hasPassword } }' }, session)).body.data.viewer.hasPassword;
      expect(await hasPassword()).toBe(false);
      // no password of any kind signs in to it yet
      expect((await app.agent().post('/api/auth/login', { username: 'first.password', password: '!oidc:' })).status).toBe(401);

      const tooShort = await agent.request('PUT', '/api/settings/password', { newPassword: 'short' }, session);
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.message).toMatch(/8 characters/);
      const set = await agent.request('PUT', '/api/settings/password', { newPassword: 'a-first-password' }, session);
      expect(set).toMatchObject({ status: 200, body: { success: true } });
      expect(await hasPassword()).toBe(true);
      const login = await app.agent().post('/api/auth/login', { username: 'first.password', password: 'a-first-password' });
      expect(login.status).toBe(200);

      // from now on a change needs the current password
      const again = await agent.request('PUT', '/api/settings/password', { newPassword: 'another-password' }, session);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(SETTINGS_MESSAGES.currentPasswordRequired);
      // the provider still signs the account in
      expect(pathOf(await new OidcBrowser().signIn(app.url, subject))).toBe('/');
    });

    it('only a path of this site is followed after sign-in', async () => {
      const subject = person({ email: 'redirect.check@example.com', email_verified: true });
      expect(pathOf(await new OidcBrowser().signIn(app.url, subject, { redirect: '//evil.example/x' }))).toBe('/');
      expect(pathOf(await new OidcBrowser().signIn(app.url, subject, { redirect: 'https://evil.example/' }))).toBe('/');
    });

    it('a provider that cannot be reached sends the browser back with a message, never a 5xx', async () => {
      const down = await startTestServer(provider, { OIDC_ISSUER: 'http://127.0.0.1:9/unreachable', OIDC_CLIENT_ID: 'x', OIDC_NAME: NAME });
      try {
        const res = await down.agent().get('/api/auth/oidc/start');
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(loginWith('error', OIDC_MESSAGES.unreachable(NAME)));
      } finally {
        await down.stop();
      }
    });
  });
}
