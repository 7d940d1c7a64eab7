import zlib from 'node:zlib';
import {
  createTestPlatform,
  OUTBOX_TABLE,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

/**
 * The text a PDF shows: every content stream inflated, the strings of its text operators decoded
 * (PDFKit writes the standard fonts' text as hex strings, split where it kerns).
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}

/**
 * Donations through HTTP: a valid one is stored and its donor gets a mail with the QR bill (PDF);
 * bad input is a 422 with the spec's texts; the form's rate limit; the back-office list by role.
 */
describe('award donations', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      env: {
        TRUST_PROXY: 'true',
        AWARD_OFFICE_EMAIL: 'sla@example.ch',
        AWARD_DONATION_IBAN: 'CH44 3199 9123 0008 8901 2',
      },
    });
    // The back-office accounts and the role grants; donations need no catalogue.
    await t.platform.seed({
      demo: true,
      counts: { locations: 1, providers: 1, photos: 1, articles: 1 },
    });
  }, 300_000);
  afterAll(() => t.close());

  let client = 0;
  /** A donation from a new client (its own address and CSRF token). */
  async function donate(body: Record<string, unknown>, address?: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    return agent
      .post('/api/guest/award/donations')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', address ?? `10.6.0.${client}`)
      .send(body);
  }
  const donor = (email: string) => ({
    company: 'Muster Events AG',
    contact: 'Anna Muster',
    street: 'Seestrasse 12',
    zip: '8002',
    city: 'Zürich',
    email,
    amount: "1'250.50",
    message: 'Weiter so!',
    language: 'de',
  });

  it('stores a donation and mails the donor the invoice with the QR bill as a PDF', async () => {
    const response = await donate(donor('Anna@Example.CH'));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Vielen Dank für deine Spende!',
      amount: '1250.50',
      email: 'anna@example.ch',
    });
    const row = await t.platform.services
      .db('award_donations')
      .where({ email: 'anna@example.ch' })
      .first();
    expect(row).toMatchObject({
      company: 'Muster Events AG',
      contact: 'Anna Muster',
      zip: '8002',
      amount: '1250.50',
      language: 'de',
    });
    // The configured account is a QR-IBAN: the bill carries a QR reference from the donation.
    expect(row.reference).toMatch(/^\d{27}$/);
    expect(Number(row.reference.slice(0, 26))).toBe(row.id);

    const mail = await waitForSentMail(t.platform, 'anna@example.ch');
    expect(mail.subject).toBe(`Deine Spende an den Swiss Location Award (Nr. ${row.id})`);
    expect(mail.text).toContain('Spende von CHF 1250.50');
    const stored = await t.platform.services.db(OUTBOX_TABLE).where({ id: mail.id }).first();
    expect(stored.reply_to).toBe('sla@example.ch');
    expect(stored.attachments).toHaveLength(1);
    expect(stored.attachments[0]).toMatchObject({
      filename: `spende-swiss-location-award-${row.id}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = Buffer.from(stored.attachments[0].content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    // The QR bill's receipt and payment part, with the account, amount, reference and payer.
    expect(text).toContain('Empfangsschein');
    expect(text).toContain('Zahlteil');
    expect(text).toContain('CH44 3199 9123 0008 8901 2');
    expect(text).toContain('1 250.50');
    expect(text).toContain(row.reference.slice(-5));
    expect(text).toContain('Muster Events AG, Anna Muster');
    expect(text).toContain(`Spende Swiss Location Award, Nr. ${row.id}`);
  });

  it('bills to a regular IBAN without a reference, in the page’s language', async () => {
    const other = await createTestPlatform({
      now: () => NOW,
      env: { AWARD_DONATION_IBAN: 'CH93 0076 2011 6238 5295 7' },
    });
    try {
      const agent = other.newAgent();
      const token = await other.csrf(agent);
      const response = await agent
        .post('/api/guest/award/donations')
        .set('X-CSRF-Token', token)
        .send({ ...donor('luc@example.ch'), company: '', amount: 40, language: 'fr' });
      expect(response.status).toBe(201);
      const row = await other.platform.services.db('award_donations').first();
      expect(row).toMatchObject({ company: null, amount: '40.00', reference: null });
      const mail = await waitForSentMail(other.platform, 'luc@example.ch');
      const stored = await other.platform.services.db(OUTBOX_TABLE).where({ id: mail.id }).first();
      // The mail and the letter speak the donation page's language too.
      expect(mail.subject).toBe(`Votre don au Swiss Location Award (n° ${row.id})`);
      expect(mail.text).toContain('Merci beaucoup pour votre don de CHF 40.00');
      expect(stored.attachments[0].filename).toBe(`don-swiss-location-award-${row.id}.pdf`);
      const text = pdfText(Buffer.from(stored.attachments[0].content, 'base64'));
      expect(text).toContain(`Don n° ${row.id}`);
      expect(text).toContain('Montant: CHF 40.00');
      expect(text).toContain('Section paiement');
      expect(text).toContain('CH93 0076 2011 6238 5295 7');
      expect(text).not.toContain('Référence');
    } finally {
      await other.close();
    }
  }, 180_000);

  it('takes names outside the QR bill’s fonts without failing', async () => {
    const response = await donate({
      ...donor('zoe@example.ch'),
      contact: 'Zoë Łukasiewicz 🎉',
      city: 'Genève',
      message: '感谢',
    });
    expect(response.status).toBe(201);
    const mail = await waitForSentMail(t.platform, 'zoe@example.ch');
    expect(mail.text).toContain('Grüezi Zoë Łukasiewicz 🎉');
  });

  const AMOUNT_FORMAT = 'Bitte gib einen Betrag in Franken ein, z. B. 50 oder 50.50.';
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no amount', { amount: '' }, { amount: ['Dieses Feld ist erforderlich.'] }],
    ['a zero amount', { amount: '0' }, { amount: ['Der Betrag muss mindestens CHF 1.00 sein.'] }],
    [
      'too large an amount',
      { amount: '250000' },
      { amount: ["Der Betrag darf höchstens CHF 100'000.00 sein."] },
    ],
    ['three decimals', { amount: '10.505' }, { amount: [AMOUNT_FORMAT] }],
    ['a negative amount', { amount: -10 }, { amount: [AMOUNT_FORMAT] }],
    ['an amount as an object', { amount: { chf: 10 } }, { amount: [AMOUNT_FORMAT] }],
    ['a bad e-mail', { email: 'anna@' }, { email: ['Ungültige Emailadresse'] }],
    ['a bad zip', { zip: '80331' }, { zip: ['Ungültiges Format'] }],
    [
      'no contact, street or city',
      { contact: '', street: ' ', city: undefined },
      {
        contact: ['Dieses Feld ist erforderlich.'],
        street: ['Dieses Feld ist erforderlich.'],
        city: ['Dieses Feld ist erforderlich.'],
      },
    ],
    [
      'a city longer than the QR bill takes',
      { city: 'x'.repeat(36) },
      { city: ['Dieses Feld darf maximal 35 Zeichen lang sein.'] },
    ],
  ])(
    'refuses %s with the spec’s texts (422), and stores and mails nothing',
    async (_case, change, errors) => {
      const email = `bad${client}@example.ch`;
      const response = await donate({ ...donor(email), ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
      const rows = await t.platform.services
        .db('award_donations')
        .where({ email })
        .count({ n: '*' });
      expect(Number(rows[0]!.n)).toBe(0);
      const mails = await t.platform.services
        .db(OUTBOX_TABLE)
        .where({ to: email })
        .count({ n: '*' });
      expect(Number(mails[0]!.n)).toBe(0);
    },
  );

  it('refuses a donation without the CSRF token', async () => {
    const response = await t
      .newAgent()
      .post('/api/guest/award/donations')
      .send(donor('csrf@example.ch'));
    expect(response.status).toBe(403);
  });

  it('limits donations per client address (429 with the spec’s text)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await donate({ ...donor(`limit${i}@`) }, '10.6.9.1')).status);
    expect(statuses).toEqual([...Array(5).fill(422), 429]);
    const blocked = await donate(donor('limit@example.ch'), '10.6.9.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
    );
  });

  describe('in the back office', () => {
    const base = '/api/backoffice/award-donations';

    it('lists and shows donations to the award role, newest first, with search', async () => {
      await donate({ ...donor('list@example.ch'), company: 'Listen GmbH', amount: '75' });
      const award = await t.signIn('award', 'Award1234', '10.6.10.1');
      const { body } = await award.agent.get(`${base}?q=listen`).expect(200);
      expect(body.total).toBe(1);
      expect(body.data[0]).toMatchObject({
        company: 'Listen GmbH',
        contact: 'Anna Muster',
        email: 'list@example.ch',
        amount: '75.00',
        created_at: NOW.toISOString(),
      });
      const all = await award.agent.get(base).expect(200);
      expect(all.body.total).toBeGreaterThanOrEqual(3);
      const shown = await award.agent.get(`${base}/${body.data[0].id}`).expect(200);
      expect(shown.body.street).toBe('Seestrasse 12');
    });

    it('is read only, and closed to the other roles and to guests', async () => {
      const award = await t.signIn('award', 'Award1234', '10.6.10.2');
      const created = await award.agent
        .post(base)
        .set('X-CSRF-Token', award.token)
        .send(donor('bo@example.ch'));
      expect([404, 405]).toContain(created.status);
      for (const [role, password] of [
        ['editor', 'Editor1234'],
        ['sales', 'Sales1234'],
      ] as const) {
        const other = await t.signIn(role, password, `10.6.10.${role.length + 10}`);
        await other.agent.get(base).expect(403);
      }
      await t.newAgent().get(base).expect(401);
      const admin = await t.signIn('admin', 'Admin1234', '10.6.10.30');
      await admin.agent.get(base).expect(200);
    });
  });
});
