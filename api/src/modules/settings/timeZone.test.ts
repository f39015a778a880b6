import { describeEachProvider } from '../../../test/testServer.js';
import { adminAgent, signedInUser } from '../../../test/factories.js';

describeEachProvider("the user's time zone", (server) => {
  it('starts as UTC and is read and changed through the profile (REST), in its canonical spelling', async () => {
    const { agent } = await signedInUser(server());
    expect((await agent.get('/api/settings')).body.profile.timeZone).toBe('UTC');
    expect((await agent.get('/api/auth/check')).body.user.timeZone).toBe('UTC');
    const res = await agent.put('/api/settings/profile', { timeZone: 'europe/berlin' });
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('Europe/Berlin');
    expect((await agent.get('/api/settings')).body.profile.timeZone).toBe('Europe/Berlin');
    expect((await agent.get('/api/auth/check')).body.user.timeZone).toBe('Europe/Berlin');
  });

  it.each([['Mars/Olympus_Mons'], ['+02:00'], [''], [42], ['Europe/Ber lin']])('refuses %j with a 400 naming timeZone', async (timeZone) => {
    const { agent } = await signedInUser(server());
    const res = await agent.put('/api/settings/profile', { timeZone });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^timeZone must be an IANA time zone/);
    expect((await agent.get('/api/settings')).body.profile.timeZone).toBe('UTC');
  });

  it('is read and changed through GraphQL, and shown to no one else', async () => {
    const { agent } = await signedInUser(server());
    const update = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { timeZone } } }`;
    const res = await agent.gql(update, { input: { timeZone: 'America/New_York' } });
    expect(res.data.updateProfile.user.timeZone).toBe('America/New_York');
    expect((await agent.gql('{ viewer { timeZone } }')).data.viewer.timeZone).toBe('America/New_York');
    const bad = await agent.gql(update, { input: { timeZone: 'Nowhere/Else' } });
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^timeZone/), extensions: { code: 'BAD_USER_INPUT' } });
    const admin = await adminAgent(server());
    const listed = await admin.gql('{ users(first: 100) { edges { node { rowId timeZone } } } }');
    const me = (await agent.get('/api/auth/check')).body.user.id;
    expect(listed.data.users.edges.find((e: { node: { rowId: number } }) => e.node.rowId === me).node.timeZone).toBeNull();
  });
});
