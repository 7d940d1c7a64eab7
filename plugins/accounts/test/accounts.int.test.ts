import fs from 'node:fs';
import path from 'node:path';
import {
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

describe('accounts', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
  });
  afterAll(() => t.close());

  async function signedInAgent(login: string, password: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ login, password });
    // Signing in changes the CSRF token (bound to the session): the page asks for the new one.
    return { agent, token: response.status === 200 ? await t.csrf(agent) : token, response };
  }

  it('signs in by login name or e-mail and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { agent, response } = await signedInAgent('venue', 'Venue1234');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      login_name: 'venue',
      roles: ['public_user'],
      permissions: ['view_booking_module', 'package_edit'],
    });
    expect(response.body.user.password_hash).toBeUndefined();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/ea_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user.email).toBe('venue@eventalp.ch');
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user.login_name).toBe('venue');
    const byEmail = await signedInAgent('VENUE@eventalp.ch', 'Venue1234');
    expect(byEmail.response.status).toBe(200);
  });

  it('answers who-am-I with 401 when signed out, and logout ends the session', async () => {
    await t.newAgent().get('/api/auth/me').expect(401, { message: 'Nicht autorisiert.' });
    const { agent, token } = await signedInAgent('admin', 'Admin1234');
    await agent.get('/api/auth/me').expect(200);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(204);
    await agent.get('/api/auth/me').expect(401);
  });

  it('binds the CSRF token to the session: a planted CSRF cookie with its token fails once signed in', async () => {
    // The attacker's own anonymous CSRF id and its token, planted in the victim's browser.
    const attacker = await t.newAgent().get('/api/auth/session').expect(200);
    const csrfId = /ea_csrf=([A-Za-z0-9_-]{43})/.exec(String(attacker.headers['set-cookie']))![1];
    const plantedToken = attacker.body.csrfToken as string;

    const { response } = await signedInAgent('venue', 'Venue1234');
    const session = /ea_session=([^;]+)/.exec(String(response.headers['set-cookie']))![1];
    // Login drops the CSRF id, so the next page gets a new one.
    expect(String(response.headers['set-cookie'])).toMatch(/ea_csrf=; Max-Age=0; Path=\//);

    const forged = await t
      .newAgent()
      .post('/api/auth/logout')
      .set('Cookie', `ea_session=${session}; ea_csrf=${csrfId}`)
      .set('X-CSRF-Token', plantedToken);
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Die Sitzung ist abgelaufen. Bitte lade die Seite neu.');

    // Anonymous, the same pair still works (anonymous forms need no session).
    const anonymous = await t
      .newAgent()
      .post('/api/auth/logout')
      .set('Cookie', `ea_csrf=${csrfId}`)
      .set('X-CSRF-Token', plantedToken);
    expect(anonymous.status).toBe(204);
  });

  it('changes the CSRF token at login', async () => {
    const agent = t.newAgent();
    const before = await t.csrf(agent);
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', before)
      .send({ login: 'venue', password: 'Venue1234' })
      .expect(200);
    const after = await t.csrf(agent);
    expect(after).not.toBe(before);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', before).expect(403);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', after).expect(204);
  });

  it('rejects wrong credentials with the spec message and throttles after five failures', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const attempt = (password: string) =>
      agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ login: 'media', password });
    for (let i = 0; i < 5; i += 1) {
      const response = await attempt('wrong-password');
      expect(response.status).toBe(422);
      expect(response.body.errors.login).toEqual([
        'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
      ]);
    }
    const blocked = await attempt('wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Zu viele Loginversuche\. Bitte versuche es in \d+ Sekunden erneut\.$/,
    );
    // Even the right password waits until the throttle is over.
    const right = await attempt('Media1234');
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not reveal whether a login name exists', async () => {
    const { response } = await signedInAgent('nobody-here', 'whatever1');
    expect(response.status).toBe(422);
    expect(response.body.errors.login).toEqual([
      'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
    ]);
  });

  it('resets a password with an e-mailed, single-use token and ends old sessions', async () => {
    const { agent: oldSession } = await signedInAgent('admin', 'Admin1234');
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const sent = await agent
      .post('/api/auth/password/email')
      .set('X-CSRF-Token', token)
      .send({ email: 'admin@eventalp.ch' })
      .expect(200);
    expect(sent.body.message).toBe(
      'Wir haben dir einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
    );
    const again = await agent
      .post('/api/auth/password/email')
      .set('X-CSRF-Token', token)
      .send({ email: 'admin@eventalp.ch' });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Bitte warte, bevor du es erneut versuchst.');

    const mail = await waitForSentMail(t.platform, 'admin@eventalp.ch');
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const link = /\/site\/password\/reset\/([A-Za-z0-9_-]{43})\?email=admin%40eventalp\.ch/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    if (!t.platform.config.redisUrl && !t.platform.config.mail.smtpUrl) {
      const files = fs.readdirSync(t.platform.config.mail.dropDir);
      const eml = fs.readFileSync(
        path.join(t.platform.config.mail.dropDir, files[files.length - 1]!),
        'utf8',
      );
      expect(eml).toMatch(/^To: admin@eventalp\.ch$/m);
      expect(eml).toContain('Subject: =?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=');
    }

    const reset = (body: object) =>
      agent.post('/api/auth/password/reset').set('X-CSRF-Token', token).send(body);
    const mismatch = await reset({
      token: link![1],
      email: 'admin@eventalp.ch',
      password: 'NewPass1',
      password_confirmation: 'NewPass2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([
      'Die Passwortbestätigung stimmt nicht überein.',
    ]);
    const short = await reset({
      token: link![1],
      email: 'admin@eventalp.ch',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(short.body.errors.password).toEqual([
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    ]);
    const forged = await reset({
      token: 'x'.repeat(43),
      email: 'admin@eventalp.ch',
      password: 'NewPass1',
      password_confirmation: 'NewPass1',
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.token).toEqual([
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    ]);

    const done = await reset({
      token: link![1],
      email: 'admin@eventalp.ch',
      password: 'NewPass1',
      password_confirmation: 'NewPass1',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Dein Passwort wurde zurückgesetzt.');
    const reused = await reset({
      token: link![1],
      email: 'admin@eventalp.ch',
      password: 'Other123',
      password_confirmation: 'Other123',
    });
    expect(reused.status).toBe(422);

    await oldSession.get('/api/auth/me').expect(401);
    expect((await signedInAgent('admin', 'NewPass1')).response.status).toBe(200);
    expect((await signedInAgent('admin', 'Admin1234')).response.status).toBe(422);
  });

  it('rejects an expired reset token', async () => {
    const later = await createTestPlatform({
      seed: 'demo',
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    try {
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      await agent
        .post('/api/auth/password/email')
        .set('X-CSRF-Token', token)
        .send({ email: 'venue@eventalp.ch' })
        .expect(200);
      const mail = await waitForSentMail(t.platform, 'venue@eventalp.ch');
      const resetToken = /reset\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      // Copy the token row into the platform whose clock is two hours ahead.
      const row = await t.platform.services
        .db('accounts_password_resets')
        .orderBy('id', 'desc')
        .first();
      const user = await later.platform.services
        .db('accounts_users')
        .where({ login_name: 'venue' })
        .first();
      await later.platform.services
        .db('accounts_password_resets')
        .insert({ user_id: user.id, token_hash: row.token_hash, expires_at: row.expires_at });
      const laterAgent = later.newAgent();
      const laterToken = await later.csrf(laterAgent);
      const response = await laterAgent
        .post('/api/auth/password/reset')
        .set('X-CSRF-Token', laterToken)
        .send({
          token: resetToken,
          email: 'venue@eventalp.ch',
          password: 'NewPass1',
          password_confirmation: 'NewPass1',
        });
      expect(response.status).toBe(422);
      expect(response.body.errors.token).toEqual([
        'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      ]);
    } finally {
      await later.close();
    }
  });

  it('answers a reset request alike for known and unknown addresses, and mails only a known one', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const request = (email: string) =>
      agent.post('/api/auth/password/email').set('X-CSRF-Token', token).send({ email });
    const known = await request('media@eventalp.ch');
    const unknown = await request('nobody@example.ch');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({
      message: 'Wir haben dir einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
    });
    // The throttle answers alike too.
    const knownAgain = await request('media@eventalp.ch');
    const unknownAgain = await request('nobody@example.ch');
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.body).toEqual(knownAgain.body);
    await waitForSentMail(t.platform, 'media@eventalp.ch');
    const mailedToNobody = await t.platform.services
      .db('platform_mail_outbox')
      .where('to', 'like', '%nobody@example.ch%')
      .count({ n: '*' });
    expect(Number(mailedToNobody[0]!.n)).toBe(0);
    // Setting a password for an unknown address answers like a wrong token.
    const reset = await agent
      .post('/api/auth/password/reset')
      .set('X-CSRF-Token', token)
      .send({
        token: 'x'.repeat(43),
        email: 'nobody@example.ch',
        password: 'NewPass1',
        password_confirmation: 'NewPass1',
      });
    expect(reset.status).toBe(422);
    expect(reset.body.errors).toEqual({
      token: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'],
    });
  });

  it("keeps the spec's 'user not found' text for a malformed address, where it reveals nothing", async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const invalid = await agent
      .post('/api/auth/password/email')
      .set('X-CSRF-Token', token)
      .send({ email: 'not-an-address' })
      .expect(422);
    expect(invalid.body.errors.email).toEqual([
      'Wir können keinen Benutzer mit dieser E-Mail-Adresse finden.',
    ]);
  });
});
