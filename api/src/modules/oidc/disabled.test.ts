import { describeEachProvider } from '../../../test/testServer.js';

describeEachProvider('OIDC sign-in without OIDC_ISSUER', (server) => {
  it('the status says it is off and the sign-in routes answer 404', async () => {
    const agent = server().agent();
    expect((await agent.get('/api/auth/oidc')).body).toEqual({ enabled: false, name: null });
    for (const path of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      const res = await agent.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});
