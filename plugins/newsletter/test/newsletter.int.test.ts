import { SubscriberStore } from '../src/subscriber-store';
import {
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

const SUBSCRIBERS = 'newsletter_subscribers';

describe('newsletter', () => {
  let t: TestPlatform;
  let brand: string;
  beforeAll(async () => {
    // Behind the shell's proxy: each test is its own client (X-Forwarded-For), with a small form limit.
    t = await createTestPlatform({
      seed: 'demo',
      env: { TRUST_PROXY: 'true', FORM_RATE_LIMIT_PER_MINUTE: '5' },
    });
    brand = t.platform.services.config.brand;
  });
  afterAll(() => t.close());

  let client = 0;
  async function subscribe(email: unknown, host = 'www.eventalp.ch') {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    return agent
      .post('/api/guest/newsletter/subscribe')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', `10.3.0.${client}`)
      .set('X-Forwarded-Host', host)
      .send({ email });
  }
  const linkIn = (text: string, pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`no link ${pattern} in ${text}`);
    return match[0];
  };
  /** The token of the opt-in link: the newsletter page with `?confirm=`. */
  const confirmTokenIn = (text: string) =>
    new URL(linkIn(text, /http\S+newsletter\.html\?confirm=\S+/)).searchParams.get('confirm')!;
  /** The click on the page's button: a POST with the token, as a new client. */
  async function confirmWith(token: string) {
    const agent = t.newAgent();
    const csrf = await t.csrf(agent);
    client += 1;
    return agent
      .post('/api/guest/newsletter/confirm')
      .set('X-CSRF-Token', csrf)
      .set('X-Forwarded-For', `10.4.0.${client}`)
      .send({ token });
  }
  const INVALID = {
    token: [
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melde dich erneut an, du erhältst dann einen neuen Link.',
    ],
  };
  const unsubscribeTokenIn = (text: string) =>
    new URL(linkIn(text, /http\S+newsletter\.html\?unsubscribe=\S+/)).searchParams.get(
      'unsubscribe',
    )!;
  const row = (email: string) =>
    t.platform.services.db(SUBSCRIBERS).whereRaw('lower(email) = ?', [email]).first();

  it('stores a pending subscriber and mails the opt-in link; the link confirms it', async () => {
    const response = await subscribe('  Anna.Abo@Example.CH ', 'www.eventalp.de');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'Fast geschafft! Bitte bestätige deine Anmeldung über den Link in der E-Mail.',
    );
    expect(await row('anna.abo@example.ch')).toMatchObject({
      email: 'anna.abo@example.ch',
      status: 'pending',
      country_category: 2,
      confirmed_at: null,
    });
    const optIn = await waitForSentMail(t.platform, 'anna.abo@example.ch');
    expect(optIn.subject).toContain('Bitte bestätige deine Anmeldung');
    expect(optIn.text).toContain(`/site/_${brand}/newsletter.html?confirm=`);
    const token = confirmTokenIn(optIn.text);
    // Only the hash is stored.
    expect(JSON.stringify(await row('anna.abo@example.ch'))).not.toContain(token);

    const confirmed = await confirmWith(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      'Vielen Dank! Deine Anmeldung ist bestätigt. Du erhältst ab jetzt unseren Newsletter.',
    );
    expect(await row('anna.abo@example.ch')).toMatchObject({
      status: 'confirmed',
      confirm_token_hash: null,
      confirmed_at: expect.any(Date),
    });
    const welcome = await waitForSentMail(t.platform, 'anna.abo@example.ch', 10_000, optIn.id);
    expect(welcome.subject).toContain('Willkommen');
    expect(welcome.text).toContain('Newsletter abbestellen: http');

    // A link works once.
    const again = await confirmWith(token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(INVALID);
  });

  it('sends one welcome mail when the same link is confirmed twice at once', async () => {
    await subscribe('zweimal@example.ch');
    const optIn = await waitForSentMail(t.platform, 'zweimal@example.ch');
    const token = confirmTokenIn(optIn.text);
    const answers = await Promise.all([confirmWith(token), confirmWith(token)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    await waitForSentMail(t.platform, 'zweimal@example.ch', 10_000, optIn.id);
    await t.platform.drainJobs();
    const mails = await t.platform.services
      .db('platform_mail_outbox')
      .where({ to: 'zweimal@example.ch' })
      .where('subject', 'like', '%Willkommen%');
    expect(mails).toHaveLength(1);
    expect(await row('zweimal@example.ch')).toMatchObject({ status: 'confirmed' });
  });

  it('answers users.email.unique for a confirmed address', async () => {
    await subscribe('doppelt@example.ch');
    const optIn = await waitForSentMail(t.platform, 'doppelt@example.ch');
    expect((await confirmWith(confirmTokenIn(optIn.text))).status).toBe(200);
    const response = await subscribe('DOPPELT@example.ch');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['users.email.unique'] });
    expect(
      await t.platform.services.db(SUBSCRIBERS).where({ email: 'doppelt@example.ch' }),
    ).toHaveLength(1);
  });

  it('never turns a confirmed subscriber back to pending (a subscribe racing the confirm)', async () => {
    const { db } = t.platform.services;
    await db(SUBSCRIBERS).insert({ email: 'bestaetigt@example.ch', status: 'confirmed' });
    const store = new SubscriberStore(db);
    const saved = await db.transaction((trx) =>
      store.savePending(
        {
          email: 'Bestaetigt@example.ch',
          locale: 'de-CH',
          country_category: 1,
          confirm_token_hash: 'x'.repeat(64),
          confirm_token_expires_at: new Date(Date.now() + 60_000),
          ip: '10.0.0.1',
        },
        trx,
      ),
    );
    expect(saved).toBeUndefined();
    expect(await row('bestaetigt@example.ch')).toMatchObject({
      status: 'confirmed',
      confirm_token_hash: null,
    });
  });

  it('re-sends the opt-in mail to a pending address, answering like a new one', async () => {
    await subscribe('offen@example.ch');
    const first = await waitForSentMail(t.platform, 'offen@example.ch');
    await t.platform.services.rateLimits.reset('newsletter.opt-in-mail', 'offen@example.ch');
    const response = await subscribe('offen@example.ch');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'Fast geschafft! Bitte bestätige deine Anmeldung über den Link in der E-Mail.',
    );
    const second = await waitForSentMail(t.platform, 'offen@example.ch', 10_000, first.id);
    expect(second.id).toBeGreaterThan(first.id);
    // The new link replaces the old one.
    const old = await confirmWith(confirmTokenIn(first.text));
    expect(old.body.errors).toEqual(INVALID);
    const fresh = await confirmWith(confirmTokenIn(second.text));
    expect(fresh.status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['a long token', { token: 'x'.repeat(201) }],
  ])('refuses a confirmation with %s (422, the spec-like message)', async (_case, payload) => {
    const agent = t.newAgent();
    const csrf = await t.csrf(agent);
    client += 1;
    const response = await agent
      .post('/api/guest/newsletter/confirm')
      .set('X-CSRF-Token', csrf)
      .set('X-Forwarded-For', `10.5.0.${client}`)
      .send(payload);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(INVALID);
  });

  it('does not confirm by a GET (mail scanners open links)', async () => {
    await t.newAgent().get('/api/guest/newsletter/confirm?token=x').expect(405);
  });

  it('sends at most one opt-in mail a minute to an address', async () => {
    await subscribe('einmal@example.ch');
    await subscribe('einmal@example.ch');
    await t.platform.drainJobs();
    const mails = await t.platform.services
      .db('platform_mail_outbox')
      .where({ to: 'einmal@example.ch' });
    expect(mails).toHaveLength(1);
  });

  it('refuses an expired link with the error state', async () => {
    await subscribe('spaet@example.ch');
    const optIn = await waitForSentMail(t.platform, 'spaet@example.ch');
    await t.platform.services
      .db(SUBSCRIBERS)
      .where({ email: 'spaet@example.ch' })
      .update({ confirm_token_expires_at: new Date(Date.now() - 1000) });
    const response = await confirmWith(confirmTokenIn(optIn.text));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(INVALID);
    expect(await row('spaet@example.ch')).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['no address', undefined],
    ['an empty address', ''],
    ['a malformed address', 'anna@'],
    ['a number', 42],
  ])('rejects %s with the spec message and stores nothing', async (_case, email) => {
    const before = await t.platform.services.db(SUBSCRIBERS).count('* as n').first();
    const response = await subscribe(email);
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual(['Bitte gib eine gültige E-Mailadresse ein.']);
    expect(await t.platform.services.db(SUBSCRIBERS).count('* as n').first()).toEqual(before);
  });

  it('needs the CSRF token', async () => {
    const response = await t
      .newAgent()
      .post('/api/guest/newsletter/subscribe')
      .set('X-Forwarded-For', '10.4.0.1')
      .send({ email: 'ohne-token@example.ch' });
    expect(response.status).toBe(403);
    expect(await row('ohne-token@example.ch')).toBeUndefined();
  });

  it('limits subscriptions per address like the other forms (429)', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await agent
        .post('/api/guest/newsletter/subscribe')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', '10.5.0.1')
        .send({ email: `flut${i}@example.ch` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('unsubscribes with the signed link of a mail and refuses forged tokens', async () => {
    await subscribe('abmelden@example.ch');
    const optIn = await waitForSentMail(t.platform, 'abmelden@example.ch');
    const token = unsubscribeTokenIn(optIn.text);
    const agent = t.newAgent();
    const csrf = await t.csrf(agent);
    const post = (body: object) =>
      agent
        .post('/api/guest/newsletter/unsubscribe')
        .set('X-CSRF-Token', csrf)
        .set('X-Forwarded-For', '10.6.0.1')
        .send(body);

    const forged = await post({ token: `${token.split('.')[0]}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.token).toEqual(['Dieser Abmeldelink ist ungültig.']);
    expect((await post({ token: 'kaputt' })).status).toBe(422);
    expect(await row('abmelden@example.ch')).toMatchObject({ status: 'pending' });

    const done = await post({ token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Du hast den Newsletter abbestellt.');
    expect(await row('abmelden@example.ch')).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(Date),
    });
    // The opt-in link of an unsubscribed address confirms nothing any more.
    const confirm = await confirmWith(confirmTokenIn(optIn.text));
    expect(confirm.body.errors).toEqual(INVALID);
    // Subscribing again starts a new opt-in.
    await t.platform.services.rateLimits.reset('newsletter.opt-in-mail', 'abmelden@example.ch');
    expect((await subscribe('abmelden@example.ch')).status).toBe(200);
    expect(await row('abmelden@example.ch')).toMatchObject({ status: 'pending' });
  });
});
