import zlib from 'node:zlib';
import {
  createTestPlatform,
  OUTBOX_TABLE,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import { signInRequester, signInStaff, signUpLocationOwner } from './signed-up-owner';
import {
  BookingService,
  bookingMessages,
  formatChf,
  wrongStateMessages,
  type NewBooking,
} from '../src';

/** The text a PDF shows: content streams inflated, the hex strings of its text operators decoded. */
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
/** An old Word document: the OLE signature and a `WordDocument` stream name (UTF-16LE). */
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(56),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(64),
]);
const IBAN = 'CH93 0076 2011 6238 5295 7';
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';

describe('package bookings: lifecycle, access, files, mails and the QR-bill invoice', () => {
  let t: TestPlatform;
  let service: BookingService;
  let clients = 0;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error', FORM_RATE_LIMIT_PER_MINUTE: '8' },
    });
    service = new BookingService(t.platform.services);
  });
  afterAll(() => t.close());

  type Client = Awaited<ReturnType<typeof client>>;
  function client(agent: ReturnType<TestPlatform['newAgent']>, token: string, userId: number) {
    clients += 1;
    const ip = `10.19.0.${clients}`;
    return {
      userId,
      ip,
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      post: (path: string, body?: object, from = ip) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', from).send(body),
      upload: (path: string, bytes: Buffer, filename: string, from = ip) =>
        agent
          .post(path)
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', from)
          .attach('file', bytes, filename),
      noCsrf: (path: string) => agent.post(path).set('X-Forwarded-For', ip).send({}),
    };
  }

  /** A signed-in venue owner (guest entry sign-up) with a location at Seestrasse 12, 8800 Thalwil. */
  async function newOwner(name: string) {
    const { agent, token, locationId, userId } = await signUpLocationOwner(
      t,
      name,
      `10.20.0.${name.length}${clients}`,
    );
    return { ...client(agent, token, userId), locationId };
  }

  /** A signed-in visitor with `view_booking_module` (or without it). */
  async function newRequester(name: string, permitted = true) {
    const { agent, token, userId } = await signInRequester(t, name, permitted);
    return client(agent, token, userId);
  }

  let a: Client & { locationId: number };
  let b: Client & { locationId: number };
  let c: Client;
  let d: Client;
  let noPermission: Client;
  beforeAll(async () => {
    a = await newOwner('Anna');
    b = await newOwner('Bruno');
    c = await newRequester('Carla');
    d = await newRequester('Dario');
    noPermission = await newRequester('Emil', false);
  });

  const booking = (
    requester: Client,
    venue = a,
    change: Partial<NewBooking['price']> = {},
  ): NewBooking => ({
    locationId: venue.locationId,
    packageId: 7,
    requesterUserId: requester.userId,
    contact: {
      firstName: 'Carla',
      lastName: 'Gast',
      company: 'Gast AG',
      email: `${requester === c ? 'carla' : 'dario'}@example.org`,
      phone: '+41 44 123 45 67',
      message: 'Wir freuen uns.',
    },
    price: {
      prices: { single: 12_000, perPersonForTwo: 9_500 },
      date: '2027-06-10',
      days: 2,
      persons: 20,
      halls: [{ id: 3, name: 'Seesaal', slotId: 9, pricePerDay: 80_000 }],
      meals: [{ meal: 'lunch', pricePerPerson: 4_500 }],
      overnight: { rooms: 10, nights: 1, pricePerRoomNight: 15_000 },
      extras: [{ label: 'Apéro-Deko', quantity: 1, unitPrice: 25_000 }],
      periods: [{ startDate: '2027-06-11', endDate: '2027-06-30', kind: 'surcharge', percent: 10 }],
      ...change,
    },
  });
  const mailsTo = (to: string) =>
    t.platform.services
      .db(OUTBOX_TABLE)
      .where({ to })
      .orderBy('id')
      .select('subject', 'text', 'reply_to');
  const owner = (id: number) => `/api/user/bookings/${id}`;
  const mine = (id: number) => `/api/user/my-bookings/${id}`;
  const offer = { text: 'Gerne bieten wir euch das Paket an.', amount: 777_770, iban: IBAN };

  it('creates a booking (requested) with its price snapshot, history and a mail to the venue', async () => {
    const id = await service.createBooking(booking(c));
    const row = await t.platform.services.db('packages_bookings').where({ id }).first();
    expect(row).toMatchObject({ state: 'requested', location_id: a.locationId, hall_ids: [3] });
    expect(row.reference).toMatch(/^PB-[A-Z2-9]{8}$/);
    expect(row.total_rappen % 5).toBe(0);
    expect(row.price_snapshot.total).toBe(row.total_rappen);
    expect(row.price_snapshot.adjustments).toHaveLength(1);
    const [mail] = await mailsTo('anna@example.ch').where(
      'subject',
      'like',
      'Neue Buchungsanfrage%',
    );
    expect(mail.subject).toBe(`Neue Buchungsanfrage ${row.reference} für Anna Saal`);
    expect(mail.text).toContain(formatChf(row.total_rappen));
    expect(mail.text).toContain(`/site/user/package/requests/${a.locationId}/view/${id}`);
    const detail = await a.get(owner(id));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      state: 'requested',
      role: 'owner',
      actions: ['send_offer', 'cancel'],
      invoiceAvailable: false,
      history: [{ from: null, to: 'requested', role: 'requester' }],
    });
  });

  it('refuses a booking for an unknown venue, more than 4 days, bad contact data or prices (422)', async () => {
    await expect(
      service.createBooking({ ...booking(c), locationId: 999_999 }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      t.platform.services.db.transaction((trx) =>
        service.createBooking(booking(c, a, { days: 5, overnight: null }), trx),
      ),
    ).rejects.toMatchObject({ status: 422 });
    const badContact = { ...booking(c), contact: { ...booking(c).contact, email: 'kein-mail' } };
    await expect(service.createBooking(badContact)).rejects.toMatchObject({
      status: 422,
      errors: { 'contact.email': ['Ungültige Emailadresse'] },
    });
    await expect(service.createBooking(booking(c, a, { persons: 2.5 }))).rejects.toMatchObject({
      status: 422,
      errors: { price: ['Ungültiges Format'] },
    });
  });

  it('writes nothing, not even the mail, when the caller’s transaction rolls back', async () => {
    const { db } = t.platform.services;
    const before = await db('packages_bookings').count({ n: '*' }).first();
    const mailsBefore = (await mailsTo('anna@example.ch')).length;
    await expect(
      db.transaction(async (trx) => {
        await service.createBooking(booking(c), trx);
        throw new Error('slot taken meanwhile');
      }),
    ).rejects.toThrow('slot taken meanwhile');
    expect(await db('packages_bookings').count({ n: '*' }).first()).toEqual(before);
    expect(await mailsTo('anna@example.ch')).toHaveLength(mailsBefore);
  });

  it('shows a booking to its two parties only: others get 404, strangers 401, no permission 403', async () => {
    const id = await service.createBooking(booking(c));
    expect((await a.get(owner(id))).status).toBe(200);
    expect((await c.get(mine(id))).body).toMatchObject({ role: 'requester', actions: ['cancel'] });
    expect((await b.get(owner(id))).status).toBe(404);
    expect((await d.get(mine(id))).status).toBe(404);
    expect((await c.get(owner(id))).status).toBe(404);
    expect((await t.newAgent().get(owner(id))).status).toBe(401);
    expect((await t.newAgent().get(mine(id))).status).toBe(401);
    expect((await noPermission.get(mine(id))).status).toBe(403);
    for (const path of ['/agreement', '/billing', '/invoice']) {
      expect((await b.get(`${owner(id)}${path}`)).status).toBe(404);
      expect((await d.get(`${mine(id)}${path}`)).status).toBe(404);
    }
    expect((await b.post(`${owner(id)}/offer`, offer)).status).toBe(404);
    expect((await b.post(`${owner(id)}/cancel`)).status).toBe(404);
    expect((await b.upload(`${owner(id)}/agreement`, PDF, 'v.pdf')).status).toBe(404);
    expect((await d.post(`${mine(id)}/cancel`)).status).toBe(404);
    expect((await d.post(`${mine(id)}/accept`)).status).toBe(404);
    expect((await a.get('/api/user/bookings/abc')).status).toBe(422);
    expect((await a.get('/api/user/bookings/99999999999')).status).toBe(422);
  });

  it('lists the own venues’ bookings by view and the requester’s own bookings', async () => {
    const open = await service.createBooking(booking(d, b));
    await service.transition({
      bookingId: open,
      action: 'cancel',
      role: 'requester',
      actorUserId: d.userId,
    });
    const listB = await b.get('/api/user/bookings');
    expect(listB.body.bookings.map((x: { id: number }) => x.id)).toEqual([open]);
    // The dashboard asks for the open bookings of every own venue; owning none, there are none.
    const noVenues = await d.get('/api/user/bookings?view=open');
    expect([noVenues.status, noVenues.body.bookings]).toEqual([200, []]);
    expect(
      (await b.get(`/api/user/bookings?locationId=${b.locationId}&view=open`)).body.bookings,
    ).toEqual([]);
    expect(
      (await b.get(`/api/user/bookings?locationId=${b.locationId}&view=closed`)).body.bookings[0],
    ).toMatchObject({ id: open, state: 'cancelled', locationName: 'Bruno Saal' });
    expect((await a.get(`/api/user/bookings?locationId=${b.locationId}`)).status).toBe(404);
    expect((await a.get('/api/user/bookings?view=everything')).status).toBe(422);
    const listA = await a.get(`/api/user/bookings?locationId=${a.locationId}`);
    expect(listA.body.bookings.length).toBeGreaterThan(0);
    expect(
      listA.body.bookings.every((x: { locationId: number }) => x.locationId === a.locationId),
    ).toBe(true);
    const mineD = await d.get('/api/user/my-bookings');
    expect(mineD.body.bookings.map((x: { id: number }) => x.id)).toEqual([open]);
    expect(
      (await c.get('/api/user/my-bookings')).body.bookings.some(
        (x: { id: number }) => x.id === open,
      ),
    ).toBe(false);
  });

  it('refuses bad offers (422) and actions in the wrong state (409, German text)', async () => {
    const id = await service.createBooking(booking(c));
    const ip = '10.30.0.1';
    for (const [body, field] of [
      [{ ...offer, text: '' }, 'text'],
      [{ ...offer, text: 'x'.repeat(5001) }, 'text'],
      [{ ...offer, amount: -1 }, 'amount'],
      [{ ...offer, amount: 12.5 }, 'amount'],
      [{ ...offer, iban: 'CH00 0000 0000 0000 0000 0' }, 'iban'],
      [{ ...offer, iban: 'DE89 3704 0044 0532 0130 00' }, 'iban'],
    ] as const) {
      const answer = await a.post(`${owner(id)}/offer`, body, ip);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect(
      (await a.post(`${owner(id)}/offer`, { ...offer, iban: 'CH00' }, '10.30.0.2')).body.errors
        .iban,
    ).toEqual([bookingMessages.iban]);
    expect((await c.post(`${mine(id)}/cancel`, { note: 'x'.repeat(1001) })).status).toBe(422);
    const early = await c.post(`${mine(id)}/accept`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(wrongStateMessages.accept);
    expect((await c.post(`${mine(id)}/reject`)).status).toBe(409);
    const agreementEarly = await a.upload(`${owner(id)}/agreement`, PDF, 'vertrag.pdf');
    expect(agreementEarly.status).toBe(409);
    expect(agreementEarly.body.message).toBe(wrongStateMessages.upload_agreement);
    expect((await a.upload(`${owner(id)}/billing`, PDF, 'rechnung.pdf')).status).toBe(409);
    const invoice = await c.get(`${mine(id)}/invoice`);
    expect(invoice.status).toBe(409);
    expect(invoice.body.message).toBe(bookingMessages.invoiceUnavailable);
    expect((await a.noCsrf(`${owner(id)}/cancel`)).status).toBe(403);
  });

  it('runs offer → accept → agreement → billing with a mail to the other party at each step', async () => {
    const id = await service.createBooking(booking(c));
    const sent = await a.post(`${owner(id)}/offer`, { ...offer, iban: QR_IBAN });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      message: bookingMessages.offerSent,
      booking: {
        state: 'offer_sent',
        offer: { text: offer.text, amount: 777_770 },
        actions: ['cancel'],
      },
    });
    expect((await a.post(`${owner(id)}/offer`, offer)).status).toBe(409);
    const offerMail = (await mailsTo('carla@example.org')).at(-1)!;
    expect(offerMail.subject).toMatch(/^Dein Angebot von Anna Saal \(PB-/);
    expect(offerMail.text).toContain("CHF 7'777.70");
    expect(offerMail.text).toContain(`/site/user/requests/${id}`);
    expect(offerMail.reply_to).toBe('anna@example.ch');

    const accepted = await c.post(`${mine(id)}/accept`, { note: 'Passt!' });
    expect(accepted.body).toMatchObject({
      message: bookingMessages.accepted,
      booking: {
        state: 'accepted',
        role: 'requester',
        actions: ['cancel'],
        invoiceAvailable: true,
      },
    });
    const acceptMail = (await mailsTo('anna@example.ch')).at(-1)!;
    expect(acceptMail.subject).toMatch(/^Angebot angenommen/);
    expect(acceptMail.text).toContain('Passt!');
    expect(acceptMail.reply_to).toBe('carla@example.org');

    // The QR bill: the venue as creditor, the accepted amount, for both parties.
    for (const answer of [
      await c.get(`${mine(id)}/invoice`),
      await a.get(`${owner(id)}/invoice`),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const pdf = answer.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain("Total: CHF 7'777.70");
      expect(text).toContain('7 777.70');
      expect(text).toContain('Anna Saal');
      expect(text).toContain('8800 Thalwil');
    }

    // Uploads are checked by content: a PNG named .pdf and 11 MB are refused.
    const png = await a.upload(`${owner(id)}/agreement`, PNG, 'vertrag.pdf');
    expect(png.status).toBe(422);
    expect(png.body.errors.file).toEqual([bookingMessages.agreementFile]);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await a.upload(`${owner(id)}/agreement`, big, 'vertrag.pdf');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.file).toEqual([bookingMessages.agreementFile]);
    const agreement = await a.upload(`${owner(id)}/agreement`, DOC, 'Vertrag Müller.doc');
    expect(agreement.status).toBe(200);
    expect(agreement.body.booking).toMatchObject({
      state: 'agreement_uploaded',
      agreement: { name: 'Vertrag-Muller.doc', size: DOC.length },
    });
    expect((await mailsTo('carla@example.org')).at(-1)!.subject).toMatch(
      /^Vereinbarung zu deiner Buchung/,
    );
    const download = await c.get(`${mine(id)}/agreement`).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, DOC)).toBe(0);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Vertrag-Muller.doc"',
    );
    expect((await c.get(`${mine(id)}/billing`)).status).toBe(404);

    const doc = await a.upload(`${owner(id)}/billing`, DOC, 'abrechnung.doc');
    expect(doc.status).toBe(422);
    expect(doc.body.errors.file).toEqual([bookingMessages.billingFile]);
    const billing = await a.upload(`${owner(id)}/billing`, PDF, 'abrechnung.pdf');
    expect(billing.body.booking).toMatchObject({ state: 'billing_uploaded', actions: [] });
    expect((await mailsTo('carla@example.org')).at(-1)!.subject).toMatch(
      /^Abrechnung zu deiner Buchung/,
    );
    expect(Buffer.compare((await a.get(`${owner(id)}/billing`).buffer(true)).body, PDF)).toBe(0);

    const late = await c.post(`${mine(id)}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(wrongStateMessages.cancel);
    const history = (await a.get(owner(id))).body.history;
    expect(history.map((h: { to: string; role: string }) => `${h.to}:${h.role}`)).toEqual([
      'requested:requester',
      'offer_sent:owner',
      'accepted:requester',
      'agreement_uploaded:owner',
      'billing_uploaded:owner',
    ]);
    expect(history[2].note).toBe('Passt!');
  });

  it('lets the requester reject an offer and either party cancel, mailing the other one', async () => {
    const rejected = await service.createBooking(booking(c));
    await a.post(`${owner(rejected)}/offer`, offer);
    const answer = await c.post(`${mine(rejected)}/reject`, { note: 'Zu teuer.' });
    expect(answer.body).toMatchObject({
      message: bookingMessages.rejected,
      booking: { state: 'rejected' },
    });
    const rejectMail = (await mailsTo('anna@example.ch')).at(-1)!;
    expect(rejectMail.subject).toMatch(/^Angebot abgelehnt/);
    expect(rejectMail.text).toContain('Zu teuer.');
    expect((await c.post(`${mine(rejected)}/accept`)).status).toBe(409);
    expect((await c.get(`${mine(rejected)}/invoice`)).status).toBe(409);

    const byOwner = await service.createBooking(booking(c));
    const cancelled = await a.post(`${owner(byOwner)}/cancel`, { note: 'Saal renoviert.' });
    expect(cancelled.body).toMatchObject({
      message: bookingMessages.cancelled,
      booking: { state: 'cancelled' },
    });
    const cancelMail = (await mailsTo('carla@example.org')).at(-1)!;
    expect(cancelMail.subject).toMatch(/^Buchung storniert/);
    expect(cancelMail.text).toContain('Anna Saal hat deine Buchung storniert.');
    expect((await a.post(`${owner(byOwner)}/cancel`)).status).toBe(409);
  });

  it('lists every venue’s bookings in the back office for sales and admin, with their history', async () => {
    const id = await service.createBooking(booking(d, b));
    await b.post(`${owner(id)}/offer`, { ...offer, iban: IBAN });
    const staff = (name: string, role: string) => signInStaff(t, name, role);
    const sales = await staff('Selina', 'sales');
    const list = await sales.agent
      .get(`/api/backoffice/package-bookings?location_id=${b.locationId}&state=offer_sent`)
      .expect(200);
    expect(list.body.data.map((row: { id: number }) => row.id)).toContain(id);
    for (const row of list.body.data) {
      expect(row).toMatchObject({ location_id: b.locationId, state: 'offer_sent' });
      expect(JSON.stringify(row)).not.toContain('"key"');
    }
    const found = await sales.agent
      .get(`/api/backoffice/package-bookings?q=${encodeURIComponent('dario@example.org')}`)
      .expect(200);
    expect(
      found.body.data.every((row: { email: string }) => row.email === 'dario@example.org'),
    ).toBe(true);
    const shown = await sales.agent.get(`/api/backoffice/package-bookings/${id}`).expect(200);
    expect(shown.body).toMatchObject({ id, state: 'offer_sent', offer_amount_rappen: 777_770 });
    expect(shown.body.history.map((event: { to_state: string }) => event.to_state)).toEqual([
      'requested',
      'offer_sent',
    ]);
    expect(shown.body.history[1]).toMatchObject({ from_state: 'requested', role: 'owner' });
    // Read only: no create, change or delete; an editor, an owner and strangers get nothing.
    await sales.agent
      .put(`/api/backoffice/package-bookings/${id}`)
      .set('X-CSRF-Token', sales.token)
      .send({ state: 'cancelled' })
      .expect((answer) => expect([404, 405]).toContain(answer.status));
    const editor = await staff('Elias', 'editor');
    await editor.agent.get('/api/backoffice/package-bookings').expect(403);
    expect((await b.get('/api/backoffice/package-bookings')).status).toBe(403);
    await t.newAgent().get('/api/backoffice/package-bookings').expect(401);
  });

  it('answers 429 after the form limit on a booking action', async () => {
    const id = await service.createBooking(booking(c));
    const ip = '10.40.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await a.post(`${owner(id)}/offer`, { text: '' }, ip)).status);
    expect(statuses.slice(0, 8).every((s) => s === 422)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
