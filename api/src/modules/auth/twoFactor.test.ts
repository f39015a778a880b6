import { generate } from 'otplib';
import QRCode from 'qrcode';
import { describeEachProvider, type TestServer } from '../../../test/testServer.js';
import { PASSWORD, signedInUser } from '../../../test/factories.js';
import type { HttpAgent } from '../../../test/http.js';

const COOKIE = 'streamline_sid';
const PERIOD = 30;

const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);
const codeAtStep = (secret: string, step: number) => generate({ secret, epoch: step * PERIOD });
/** A code of the next time step: inside the server's one-step drift window, and newer than any code used so far. */
const nextCode = (secret: string) => codeAtStep(secret, currentStep() + 1);

/** A well-formed code that no nearby time step of this secret produces. */
async function wrongCode(secret: string) {
  const s = currentStep();
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => codeAtStep(secret, s + d))));
  for (let n = 0; ; n++) {
    const candidate = String((123456 + n * 111111) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/** An approved, signed-in user who went through setup and enabled 2FA with the code of the current step. */
async function twoFactorUser(server: TestServer) {
  const u = await signedInUser(server);
  const setup = await u.agent.get('/api/auth/setup-2fa');
  expect(setup.status).toBe(200);
  const secret: string = setup.body.secret;
  const enableCode = await generate({ secret });
  const enable = await u.agent.post('/api/auth/enable-2fa', { userId: u.user.id, token: enableCode });
  expect(enable.status).toBe(200);
  return { ...u, id: u.user.id, secret, enableCode };
}

/** A new browser that passed the password step of a 2FA user. */
async function challenged(server: TestServer, username: string): Promise<HttpAgent> {
  const agent = server.agent();
  const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
  expect(res.status).toBe(200);
  expect(res.body.requiresTwoFactor).toBe(true);
  return agent;
}

describeEachProvider('Two-factor setup and enable', (server) => {
  it('needs a signed-in user', async () => {
    const agent = server().agent();
    expect((await agent.get('/api/auth/setup-2fa')).status).toBe(401);
    expect((await agent.post('/api/auth/enable-2fa', { token: '123456' })).status).toBe(401);
    expect((await agent.post('/api/auth/disable-2fa', { token: '123456' })).status).toBe(401);
  });

  it('returns a QR data URL for issuer Streamline, the secret and the user id, and stores the secret encrypted', async () => {
    const { agent, user, email } = await signedInUser(server());
    const res = await agent.get('/api/auth/setup-2fa');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['qrCode', 'secret', 'userId']);
    expect(res.body.userId).toBe(user.id);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // the QR holds the otpauth URI an authenticator app reads: issuer Streamline, the account's e-mail, this secret
    const uri = `otpauth://totp/Streamline:${encodeURIComponent(email)}?secret=${res.body.secret}&issuer=Streamline`;
    expect(res.body.qrCode).toBe(await QRCode.toDataURL(uri));

    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeTruthy();
    expect(row.twoFactorSecret).not.toBe(res.body.secret);
    expect(row.twoFactorSecret).not.toContain(res.body.secret);
    expect(server().app.deps.cipher.decrypt(row.twoFactorSecret!)).toBe(res.body.secret);
  });

  it('gives a new secret at each setup until 2FA is enabled', async () => {
    const { agent } = await signedInUser(server());
    const a = await agent.get('/api/auth/setup-2fa');
    const b = await agent.get('/api/auth/setup-2fa');
    expect(a.body.secret).not.toBe(b.body.secret);
    // only the latest secret enables
    const stale = await agent.post('/api/auth/enable-2fa', { token: await generate({ secret: a.body.secret }) });
    expect(stale.status).toBe(400);
    const fresh = await agent.post('/api/auth/enable-2fa', { token: await generate({ secret: b.body.secret }) });
    expect(fresh.status).toBe(200);
  });

  it('enables only with a valid code', async () => {
    const { agent, user } = await signedInUser(server());
    const { body } = await agent.get('/api/auth/setup-2fa');
    const wrong = await agent.post('/api/auth/enable-2fa', { userId: user.id, token: await wrongCode(body.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    expect((await agent.get('/api/auth/check')).body.user.twoFactorEnabled).toBe(false);

    const ok = await agent.post('/api/auth/enable-2fa', { userId: user.id, token: await generate({ secret: body.secret }) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { id: user.id, twoFactorEnabled: true } });
    expect((await agent.get('/api/auth/check')).body.user.twoFactorEnabled).toBe(true);
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.twoFactorEnabled).toBe(true);
    expect(row.twoFactorSecret).not.toContain(body.secret);

    // once on, setup and enable refuse
    const again = await agent.get('/api/auth/setup-2fa');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Two-factor authentication is already enabled');
  });

  it('refuses enable before setup, for another user id, and with malformed input', async () => {
    const { agent, user } = await signedInUser(server());
    const early = await agent.post('/api/auth/enable-2fa', { token: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Two-factor setup has not been started');

    const { body } = await agent.get('/api/auth/setup-2fa');
    const code = await generate({ secret: body.secret });
    const other = await agent.post('/api/auth/enable-2fa', { userId: user.id + 1000, token: code });
    expect(other.status).toBe(403);

    for (const [input, message] of [
      [{}, 'Token must be 6 digits'],
      [{ token: '12345' }, 'Token must be 6 digits'],
      [{ token: '12a456' }, 'Token must be 6 digits'],
      [{ token: 123456 }, 'Token must be 6 digits'],
      [{ token: code, userId: 'abc' }, 'User ID is missing for verification'],
    ] as const) {
      const res = await agent.post('/api/auth/enable-2fa', input);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const broken = await agent.request('POST', '/api/auth/enable-2fa', '{"token":');
    expect(broken.status).toBe(400);
    expect((await agent.get('/api/auth/check')).body.user.twoFactorEnabled).toBe(false);
  });
});

describeEachProvider('Login with two-factor', (server) => {
  it('answers the password step with requiresTwoFactor and the user id only, and does not sign in yet', async () => {
    const { username, id } = await twoFactorUser(server());
    const agent = server().agent();
    const res = await agent.post('/api/auth/login', { username, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requiresTwoFactor: true, userId: id });
    expect(agent.cookie(COOKIE)).toBeDefined();
    const check = await agent.get('/api/auth/check');
    expect(check.body).toEqual({ authenticated: false, user: null, requiresTwoFactor: true });
    expect((await agent.get('/api/users')).status).toBe(401);
    expect((await agent.get('/api/auth/setup-2fa')).status).toBe(401);
  });

  it('signs in with a valid code, under a new session id', async () => {
    const { username, id, email, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const challengeCookie = agent.cookie(COOKIE);
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, username, email, twoFactorEnabled: true, role: 'user', status: 'approved' });
    expect(agent.cookie(COOKIE)).toBeDefined();
    expect(agent.cookie(COOKIE)).not.toBe(challengeCookie);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: true, requiresTwoFactor: false, user: { id } });
  });

  it('accepts the user id as a numeric string, as a browser that stored it would send', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const res = await agent.post('/api/auth/verify-2fa', { userId: String(id), token: await nextCode(secret) });
    expect(res.status).toBe(200);
  });

  it('refuses verify without a password login first', async () => {
    const { id, secret } = await twoFactorUser(server());
    const res = await server()
      .agent()
      .post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('No two-factor verification is in progress. Please log in again.');
  });

  it('refuses verify from a signed-in session that has no challenge', async () => {
    const { id, secret } = await twoFactorUser(server());
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(res.status).toBe(401);
    // and it did not turn that session into the 2FA user's
    expect((await agent.get('/api/auth/check')).body.user.id).not.toBe(id);
  });

  it('lets no other browser answer the challenge, and leaves it intact for its own browser', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const victim = await challenged(server(), username);
    const code = await nextCode(secret);

    const stranger = server().agent();
    expect((await stranger.post('/api/auth/verify-2fa', { userId: id, token: code })).status).toBe(401);
    // a browser with a challenge of its own (another 2FA user) cannot answer for this user either
    const other = await twoFactorUser(server());
    const otherBrowser = await challenged(server(), other.username);
    expect((await otherBrowser.post('/api/auth/verify-2fa', { userId: id, token: code })).status).toBe(401);
    expect((await otherBrowser.get('/api/auth/check')).body.authenticated).toBe(false);

    const res = await victim.post('/api/auth/verify-2fa', { userId: id, token: code });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
  });

  it("refuses a code for a user id other than the one of this browser's challenge", async () => {
    const a = await twoFactorUser(server());
    const b = await twoFactorUser(server());
    const agent = await challenged(server(), a.username);
    const res = await agent.post('/api/auth/verify-2fa', { userId: b.id, token: await nextCode(b.secret) });
    expect(res.status).toBe(401);
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('gives up the challenge after 5 wrong codes: even the right code is then refused', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const bad = await wrongCode(secret);
    for (let i = 1; i <= 4; i++) {
      const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: bad });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid verification code');
    }
    const fifth = await agent.post('/api/auth/verify-2fa', { userId: id, token: bad });
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe('Too many invalid codes. Please log in again.');

    const good = await nextCode(secret);
    const late = await agent.post('/api/auth/verify-2fa', { userId: id, token: good });
    expect(late.status).toBe(401);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false, requiresTwoFactor: false });

    // a new password login starts a new challenge
    const again = await challenged(server(), username);
    expect((await again.post('/api/auth/verify-2fa', { userId: id, token: good })).status).toBe(200);
  });

  it('allows no more than 5 guesses even when they arrive all at once', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const bad = await wrongCode(secret);
    const results = await Promise.all(Array.from({ length: 12 }, () => agent.post('/api/auth/verify-2fa', { userId: id, token: bad })));
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect(results.filter((r) => r.body.message === 'Invalid verification code').length).toBeLessThanOrEqual(4);
    const late = await agent.post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(late.status).toBe(401);
    expect((await agent.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses a code already used (replay), in a new login of any browser', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const first = await challenged(server(), username);
    const code = await nextCode(secret);
    expect((await first.post('/api/auth/verify-2fa', { userId: id, token: code })).status).toBe(200);

    const replay = await challenged(server(), username);
    const res = await replay.post('/api/auth/verify-2fa', { userId: id, token: code });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid verification code');
    expect((await replay.get('/api/auth/check')).body.authenticated).toBe(false);
  });

  it('refuses the code that enabled 2FA as a login code', async () => {
    const { username, id, enableCode } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: enableCode });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid verification code');
  });

  it('lets only one of two simultaneous verifications with the same code through', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const [a, b] = await Promise.all([challenged(server(), username), challenged(server(), username)]);
    const code = await nextCode(secret);
    const results = await Promise.all([a, b].map((agent) => agent.post('/api/auth/verify-2fa', { userId: id, token: code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired challenge', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    await server().app.deps.db.session.updateMany({ where: { pendingUserId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(res.status).toBe(401);
  });

  it('refuses the password step of a pending or rejected 2FA user, and a user rejected during the challenge', async () => {
    const { username, id, secret } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    await server().app.deps.db.user.update({ where: { id }, data: { status: 'rejected' } });
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: await nextCode(secret) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been rejected');
    const login = await server().agent().post('/api/auth/login', { username, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account has been rejected');
    await server().app.deps.db.user.update({ where: { id }, data: { status: 'pending' } });
    const pending = await server().agent().post('/api/auth/login', { username, password: PASSWORD });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe('Your account is pending approval by an administrator');
  });

  it('answers a wrong password of a 2FA user with 401 and no challenge', async () => {
    const { username } = await twoFactorUser(server());
    const agent = server().agent();
    const res = await agent.post('/api/auth/login', { username, password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid credentials' });
    expect((await agent.get('/api/auth/check')).body.requiresTwoFactor).toBe(false);
  });

  it.each([
    ['a 5-digit token', { token: '12345' }, 'Token must be 6 digits'],
    ['a token with letters', { token: 'abcdef' }, 'Token must be 6 digits'],
    ['a numeric token', { token: 123456 }, 'Token must be 6 digits'],
    ['no token', { token: undefined }, 'Token must be 6 digits'],
    ['no user id', { userId: undefined }, 'User ID is missing for verification'],
    ['a non-numeric user id', { userId: 'abc' }, 'User ID is missing for verification'],
    ['a fractional user id', { userId: 1.5 }, 'User ID is missing for verification'],
  ])('answers verify with %s with 400 and a clear message', async (_what, change, message) => {
    const { username, id } = await twoFactorUser(server());
    const agent = await challenged(server(), username);
    const res = await agent.post('/api/auth/verify-2fa', { userId: id, token: '123456', ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers malformed JSON at verify with 400', async () => {
    const res = await server().agent().request('POST', '/api/auth/verify-2fa', '{"userId": 1, "token": "12');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid JSON in request body');
  });
});

describeEachProvider('POST /api/auth/disable-2fa', (server) => {
  it('needs a current code, then turns 2FA off and forgets the secret', async () => {
    const { agent, username, id, secret } = await twoFactorUser(server());
    const wrong = await agent.post('/api/auth/disable-2fa', { token: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    const missing = await agent.post('/api/auth/disable-2fa', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Token must be 6 digits');
    expect((await agent.get('/api/auth/check')).body.user.twoFactorEnabled).toBe(true);

    const ok = await agent.post('/api/auth/disable-2fa', { token: await nextCode(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { id, twoFactorEnabled: false } });
    const row = await server().app.deps.db.user.findUniqueOrThrow({ where: { id } });
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();

    // the password alone signs in again
    const login = await server().agent().post('/api/auth/login', { username, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id, twoFactorEnabled: false });
  });

  it('refuses the code already used to enable (replay)', async () => {
    const { agent, enableCode } = await twoFactorUser(server());
    const res = await agent.post('/api/auth/disable-2fa', { token: enableCode });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid verification code');
    expect((await agent.get('/api/auth/check')).body.user.twoFactorEnabled).toBe(true);
  });

  it('refuses when 2FA is not on', async () => {
    const { agent } = await signedInUser(server());
    const res = await agent.post('/api/auth/disable-2fa', { token: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Two-factor authentication is not enabled');
  });
});
