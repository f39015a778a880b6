import { describeEachProvider } from '../../../test/testServer.js';
import { PASSWORD, signedInUser } from '../../../test/factories.js';
import { loadConfig } from '../../config.js';
import { aiProviderInfo } from './aiProvider.js';

describe('aiProviderInfo', () => {
  it('names OpenAI and its model when an API key is configured, else the local engine', () => {
    const base = { DATA_DIR: '/tmp/streamline-settings-test', SECRET_KEY: 'x'.repeat(32) };
    expect(aiProviderInfo(loadConfig({ ...base, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' }))).toEqual({
      provider: 'openai',
      model: 'gpt-test',
    });
    expect(aiProviderInfo(loadConfig(base))).toEqual({ provider: 'local', model: null });
  });
});

describeEachProvider('settings', (server) => {
  describe('GET /api/settings and preferences', () => {
    it('shows the profile, the notification sound (on by default) and the AI provider', async () => {
      const { agent, username, email } = await signedInUser(server(), { name: 'Ada Lovelace' });
      const res = await agent.get('/api/settings');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        profile: expect.objectContaining({ username, email, name: 'Ada Lovelace' }),
        notificationSound: true,
        aiProvider: { provider: 'local', model: null },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|secret/i);
    });

    it('turns the notification sound off and on, and refuses a non-boolean', async () => {
      const { agent } = await signedInUser(server());
      const off = await agent.put('/api/settings/preferences', { notificationSound: false });
      expect(off.status).toBe(200);
      expect(off.body.notificationSound).toBe(false);
      expect((await agent.get('/api/settings')).body.notificationSound).toBe(false);
      const bad = await agent.put('/api/settings/preferences', { notificationSound: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('notificationSound must be true or false');
      expect((await agent.get('/api/settings')).body.notificationSound).toBe(false);
      await agent.put('/api/settings/preferences', { notificationSound: true });
      expect((await agent.get('/api/settings')).body.notificationSound).toBe(true);
    });

    it('requires a session', async () => {
      const anon = server().agent();
      expect((await anon.get('/api/settings')).status).toBe(401);
      expect((await anon.put('/api/settings/profile', { name: 'Someone' })).status).toBe(401);
      expect((await anon.put('/api/settings/password', { currentPassword: 'x', newPassword: 'y'.repeat(8) })).status).toBe(401);
      expect((await anon.get('/api/settings/export')).status).toBe(401);
      expect((await anon.post('/api/settings/import', {})).status).toBe(401);
    });
  });

  describe('PUT /api/settings/profile', () => {
    it('updates the name and e-mail (trimmed, lower-cased)', async () => {
      const { agent, username } = await signedInUser(server());
      const res = await agent.put('/api/settings/profile', { name: '  Grace Hopper ', email: ` ${username}-New@Example.com ` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Grace Hopper', email: `${username}-new@example.com`, username });
      expect((await agent.get('/api/auth/check')).body.user).toMatchObject({ name: 'Grace Hopper', email: `${username}-new@example.com` });
    });

    it.each([
      ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
      ['a blank name', { name: '   ' }, 'Name must be at least 2 characters'],
      ['an empty name', { name: '' }, 'Name must be at least 2 characters'],
      ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['an empty e-mail', { email: '' }, 'Please enter a valid email address'],
      ['nothing', {}, 'Nothing to update: give a name, an email or a timeZone'],
    ])('refuses %s with its message and changes nothing', async (_case, body, message) => {
      const { agent, email } = await signedInUser(server(), { name: 'Original Name' });
      const res = await agent.put('/api/settings/profile', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await agent.get('/api/settings')).body.profile).toMatchObject({ name: 'Original Name', email });
    });

    it("answers 409 for another account's e-mail, in any case", async () => {
      const first = await signedInUser(server());
      const second = await signedInUser(server());
      const res = await second.agent.put('/api/settings/profile', { email: first.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Email is already registered');
      expect((await second.agent.get('/api/settings')).body.profile.email).toBe(second.email);
      // keeping one's own address is fine
      expect((await second.agent.put('/api/settings/profile', { email: second.email, name: 'Same Mail' })).status).toBe(200);
    });

    it('clears the name with null', async () => {
      const { agent } = await signedInUser(server(), { name: 'Has Name' });
      const res = await agent.put('/api/settings/profile', { name: null });
      expect(res.status).toBe(200);
      expect(res.body.name).toBeNull();
    });
  });

  describe('PUT /api/settings/password', () => {
    it('changes the password, signs out the other sessions and keeps this one', async () => {
      const s = server();
      const { agent, username } = await signedInUser(s);
      const otherBrowser = s.agent();
      expect((await otherBrowser.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
      expect((await otherBrowser.get('/api/auth/check')).body.authenticated).toBe(true);

      const res = await agent.put('/api/settings/password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });

      expect((await agent.get('/api/auth/check')).body.authenticated).toBe(true);
      expect((await otherBrowser.get('/api/auth/check')).body.authenticated).toBe(false);
      expect((await otherBrowser.get('/api/links')).status).toBe(401);
      expect((await s.agent().post('/api/auth/login', { username, password: PASSWORD })).status).toBe(401);
      expect((await s.agent().post('/api/auth/login', { username, password: 'a-brand-new-secret' })).status).toBe(200);
    });

    it('takes a new password of 6 characters, the password-change minimum, which then signs in', async () => {
      const s = server();
      const { agent, username } = await signedInUser(s);
      expect((await agent.put('/api/settings/password', { currentPassword: PASSWORD, newPassword: 'six6ch' })).status).toBe(200);
      expect((await s.agent().post('/api/auth/login', { username, password: 'six6ch' })).status).toBe(200);
    });

    it.each([
      ['a wrong current password', { currentPassword: 'wrong-password', newPassword: 'another-secret' }, 'Current password is incorrect'],
      ['no current password', { newPassword: 'another-secret' }, 'Current password is required'],
      ['an empty current password', { currentPassword: '', newPassword: 'another-secret' }, 'Current password is required'],
      ['a 5-character new password', { currentPassword: PASSWORD, newPassword: '12345' }, 'Password must be at least 6 characters'],
      ['no new password', { currentPassword: PASSWORD }, 'Password must be at least 6 characters'],
      ['a current password shorter than any password', { currentPassword: 'abc', newPassword: 'another-secret' }, 'Password must be at least 6 characters'],
      ['the same password', { currentPassword: PASSWORD, newPassword: PASSWORD }, 'New password must be different from the current password'],
    ])('refuses %s with a 400 and keeps the old password and sessions', async (_case, body, message) => {
      const s = server();
      const { agent, username } = await signedInUser(s);
      const otherBrowser = s.agent();
      await otherBrowser.post('/api/auth/login', { username, password: PASSWORD });
      const res = await agent.put('/api/settings/password', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await otherBrowser.get('/api/auth/check')).body.authenticated).toBe(true);
      expect((await s.agent().post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    it('reads preferences on the viewer and runs updateProfile, updateUserSettings and changePassword', async () => {
      const s = server();
      const { agent, username } = await signedInUser(s);
      const prefs = await agent.gql(`{ preferences { notificationSound aiProvider { provider model } } }`);
      expect(prefs.data.preferences).toEqual({ notificationSound: true, aiProvider: { provider: 'local', model: null } });

      const upd = await agent.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { name email } } }`, {
        input: { name: 'Gql Name' },
      });
      expect(upd.data.updateProfile.user).toEqual({ name: 'Gql Name', email: `${username}@example.com` });
      const bad = await agent.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { name } } }`, {
        input: { name: 'X' },
      });
      expect(bad.errors?.[0]).toMatchObject({ message: 'Name must be at least 2 characters', extensions: { code: 'BAD_USER_INPUT' } });

      const sound = await agent.gql(`mutation { updateUserSettings(input: { notificationSound: false }) { preferences { notificationSound } } }`);
      expect(sound.data.updateUserSettings.preferences.notificationSound).toBe(false);

      const other = s.agent();
      await other.post('/api/auth/login', { username, password: PASSWORD });
      const wrong = await agent.gql(`mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`, {
        input: { currentPassword: 'nope-nope', newPassword: 'graphql-secret' },
      });
      expect(wrong.errors?.[0].message).toBe('Current password is incorrect');
      const ok = await agent.gql(`mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`, {
        input: { currentPassword: PASSWORD, newPassword: 'graphql-secret' },
      });
      expect(ok.data.changePassword.success).toBe(true);
      expect((await agent.get('/api/auth/check')).body.authenticated).toBe(true);
      expect((await other.get('/api/auth/check')).body.authenticated).toBe(false);
    });

    it('requires a session for preferences, export and the mutations', async () => {
      const anon = server().agent();
      for (const query of [
        `{ preferences { notificationSound } }`,
        `{ dataExport }`,
        `mutation { updateUserSettings(input: { notificationSound: false }) { preferences { notificationSound } } }`,
        `mutation { updateProfile(input: { name: "Anon Name" }) { user { name } } }`,
        `mutation { importData(input: { data: {} }) { summary { tasks } } }`,
      ]) {
        const res = await anon.gql(query);
        expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
