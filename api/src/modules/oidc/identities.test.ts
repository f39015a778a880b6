import { encodeGlobalID } from '@pothos/plugin-relay';
import { PROVIDERS, startTestServer, type TestServer } from '../../../test/testServer.js';
import { adminAgent, signedInUser, uniqueName } from '../../../test/factories.js';
import { OidcBrowser } from '../../../test/oidc/browser.js';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../../../test/oidc/provider.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { OIDC_MESSAGES } from './messages.js';

const NAME = 'Test SSO';
const LIST = '{ viewer { signInIdentities { id rowId providerName issuer email linkedAt lastUsedAt } } }';
const UNLINK = 'mutation($i: UnlinkSignInIdentityInput!) { unlinkSignInIdentity(input: $i) { unlinkedIdentityId unlinkedRowId } }';

for (const provider of PROVIDERS) {
  describe(`Linked sign-in identities [${provider}]`, () => {
    let idp: TestOidcProvider;
    let app: TestServer;

    beforeAll(async () => {
      idp = await startOidcProvider();
      app = await startTestServer(provider, {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_NAME: NAME,
        OIDC_AUTO_APPROVE: '1',
      });
      await idp.registerClient([`${app.url}/api/auth/oidc/callback`]);
      await adminAgent(app);
    });
    afterAll(async () => {
      await app?.stop();
      await idp?.stop();
    });

    /** A person who signs in with the provider (a new account, without a password): their session's requests. */
    async function providerAccount() {
      const subject = uniqueName('sub-');
      const email = `${uniqueName('person')}@example.com`;
      idp.accounts.set(subject, { email, email_verified: true });
      const browser = new OidcBrowser();
      expect((await browser.signIn(app.url, subject)).pathname).toBe('/');
      const cookie = `${SESSION_COOKIE}=${browser.cookie(`${app.url}/api`, SESSION_COOKIE)}`;
      const agent = app.agent();
      return {
        subject,
        email,
        request: (method: string, path: string, body?: unknown) => agent.request(method, path, body, { cookie }),
        gql: async (query: string, variables?: Record<string, unknown>) => (await agent.request('POST', '/graphql', { query, variables }, { cookie })).body,
      };
    }
    /** An account with a password, linked to a provider identity by its verified e-mail address. */
    async function linkedPasswordAccount() {
      const account = await signedInUser(app);
      const subject = uniqueName('sub-');
      idp.accounts.set(subject, { email: account.email, email_verified: true });
      expect((await new OidcBrowser().signIn(app.url, subject)).pathname).toBe('/');
      return { ...account, subject };
    }

    it('lists the identities linked to the account with the provider name, the e-mail, when linked and when last used', async () => {
      const person = await providerAccount();
      const res = await person.request('GET', '/api/auth/identities');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual([
        { id: expect.any(Number), providerName: NAME, issuer: idp.issuer, email: person.email, linkedAt: expect.any(String), lastUsedAt: expect.any(String) },
      ]);
      // the subject stays on the server
      expect(JSON.stringify(res.body)).not.toContain(person.subject);

      const { data } = await person.gql(LIST);
      expect(data.viewer.signInIdentities).toEqual([
        {
          id: encodeGlobalID('SignInIdentity', res.body[0].id),
          rowId: res.body[0].id,
          providerName: NAME,
          issuer: idp.issuer,
          email: person.email,
          linkedAt: res.body[0].linkedAt,
          lastUsedAt: res.body[0].lastUsedAt,
        },
      ]);

      // an account never linked has none; no one signed in has no list
      const plain = await signedInUser(app);
      expect((await plain.agent.get('/api/auth/identities')).body).toEqual([]);
      expect((await plain.agent.gql(LIST)).data.viewer.signInIdentities).toEqual([]);
      expect((await app.agent().get('/api/auth/identities')).status).toBe(401);
    });

    it('refuses to unlink the last way to sign in of an account without a password, until it has one', async () => {
      const person = await providerAccount();
      const [identity] = (await person.request('GET', '/api/auth/identities')).body;

      const refused = await person.request('DELETE', `/api/auth/identities/${identity.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(OIDC_MESSAGES.lastSignIn);
      const viaGraphql = await person.gql(UNLINK, { i: { identityId: encodeGlobalID('SignInIdentity', identity.id) } });
      expect(viaGraphql.errors?.[0]).toMatchObject({ message: OIDC_MESSAGES.lastSignIn });
      expect((await person.request('GET', '/api/auth/identities')).body).toEqual([identity]);

      expect((await person.request('PUT', '/api/settings/password', { newPassword: 'now-a-password-1' })).status).toBe(200);
      const unlinked = await person.request('DELETE', `/api/auth/identities/${identity.id}`);
      expect(unlinked).toMatchObject({ status: 200, body: identity });
      expect((await person.request('GET', '/api/auth/identities')).body).toEqual([]);
      expect(await app.app.deps.db.userIdentity.count({ where: { id: identity.id } })).toBe(0);
    });

    it('an account with a password unlinks its only identity, through REST or GraphQL', async () => {
      const viaRest = await linkedPasswordAccount();
      const [first] = (await viaRest.agent.get('/api/auth/identities')).body;
      expect(first).toMatchObject({ providerName: NAME, email: viaRest.email });
      expect(await viaRest.agent.delete(`/api/auth/identities/${first.id}`)).toMatchObject({ status: 200, body: first });
      expect((await viaRest.agent.get('/api/auth/identities')).body).toEqual([]);

      const viaGraphql = await linkedPasswordAccount();
      const [second] = (await viaGraphql.agent.gql(LIST)).data.viewer.signInIdentities;
      const res = await viaGraphql.agent.gql(UNLINK, { i: { identityId: second.id } });
      expect(res.errors).toBeUndefined();
      expect(res.data.unlinkSignInIdentity).toEqual({ unlinkedIdentityId: second.id, unlinkedRowId: second.rowId });
      expect((await viaGraphql.agent.gql(LIST)).data.viewer.signInIdentities).toEqual([]);
    });

    it("another user's identity looks like a missing one (404), is not listed nor unlinked, and the viewer field is null for others", async () => {
      const owner = await linkedPasswordAccount();
      const [identity] = (await owner.agent.get('/api/auth/identities')).body;
      const stranger = await signedInUser(app);
      const admin = await adminAgent(app);

      for (const agent of [stranger.agent, admin]) {
        const theirs = await agent.delete(`/api/auth/identities/${identity.id}`);
        const missing = await agent.delete('/api/auth/identities/987654');
        expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 404, body: missing.body });
        const viaGraphql = await agent.gql(UNLINK, { i: { identityId: encodeGlobalID('SignInIdentity', identity.id) } });
        expect(viaGraphql.errors?.[0]).toMatchObject({ message: missing.body.message });
        expect((await agent.gql('query($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID('SignInIdentity', identity.id) })).data.node).toBeNull();
        expect(JSON.stringify((await agent.get('/api/auth/identities')).body)).not.toContain(owner.email);
      }
      // another user's User node (an administrator can read it) shows no identities
      const seen = await admin.gql('query($id: ID!) { node(id: $id) { ... on User { signInIdentities { rowId } } } }', {
        id: encodeGlobalID('User', owner.user.id),
      });
      expect(seen.data.node).toEqual({ signInIdentities: null });
      expect((await owner.agent.get('/api/auth/identities')).body).toEqual([identity]);
    });
  });
}
