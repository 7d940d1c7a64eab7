import {
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');
const COUNT = 40;

describe('magazine articles', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ now: () => NOW });
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 4, photos: 1, articles: COUNT },
    });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;

  it('seeds the archive idempotently with future and unpublished articles', async () => {
    const count = async () => Number((await db()('magazine_articles').count('* as n').first())!.n);
    expect(await count()).toBe(COUNT);
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 4, photos: 1, articles: COUNT },
    });
    expect(await count()).toBe(COUNT);
    const future = await db()('magazine_articles').where('publish_at', '>', NOW).pluck('id');
    expect(future).toEqual([COUNT - 1, COUNT]);
    const stored = await db()('magazine_articles').where({ id: 9 }).first('body');
    expect(stored.body).not.toMatch(/onclick|<script/);
  });

  it('lists public articles newest first, 12 per page, without future or unpublished ones', async () => {
    const { body } = await t.agent.get('/api/guest/magazine/articles').expect(200);
    expect(body.total).toBe(COUNT - 3);
    expect(body.page_count).toBe(Math.ceil((COUNT - 3) / 12));
    expect(body.data).toHaveLength(12);
    expect(body.data[0].id).toBe(COUNT - 3);
    const dates = body.data.map((a: { publish_at: string }) => a.publish_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toMatchObject({
      path: expect.stringMatching(/^\/site\/_redaktionell\/52\/eventmagazin\/\d+\/[a-z0-9_-]+$/),
      image: { src: expect.stringMatching(/^\/storage\//) },
      tags: expect.any(Array),
    });
    const last = await t.agent
      .get(`/api/guest/magazine/articles?page=${body.page_count}`)
      .expect(200);
    expect(last.body.data).toHaveLength((COUNT - 3) % 12 || 12);
    const ids = new Set(body.data.map((a: { id: number }) => a.id));
    expect(last.body.data.some((a: { id: number }) => ids.has(a.id))).toBe(false);
  });

  it('filters by tag slug (suche_tag1) and lists only tags that public articles carry', async () => {
    const tags = (await t.agent.get('/api/guest/magazine/tags').expect(200)).body;
    expect(tags.length).toBeGreaterThan(0);
    const award = tags.find((tag: { slug: string }) => tag.slug === 'swiss_location_award');
    expect(award.count).toBeGreaterThan(0);
    const { body } = await t.agent
      .get('/api/guest/magazine/articles?suche_tag1=swiss_location_award&per_page=100')
      .expect(200);
    expect(body.total).toBe(award.count);
    expect(body.tag).toMatchObject({ slug: 'swiss_location_award', name: 'Swiss Location Award' });
    for (const article of body.data)
      expect(article.tags.map((tag: { slug: string }) => tag.slug)).toContain(
        'swiss_location_award',
      );
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['per_page=101', 'per_page'],
    ['suche_tag1=%3Cscript%3E', 'suche_tag1'],
    ['suche_tag1=gibt_es_nicht', 'suche_tag1'],
  ])('answers 422 with the German message for %s', async (query, field) => {
    const { body } = await t.agent.get(`/api/guest/magazine/articles?${query}`).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });

  it('answers an article with sanitised body, gallery, documents, form fields and related venues', async () => {
    const { body } = await t.agent.get('/api/guest/magazine/articles/30').expect(200);
    expect(body).toMatchObject({
      id: 30,
      name: expect.any(String),
      path: expect.stringMatching(/^\/site\/_redaktionell\/52\/eventmagazin\/30\/[a-z0-9_]+$/),
      sponsor: null,
      documents: [
        {
          name: 'Programm (PDF)',
          mime_type: 'application/pdf',
          url: expect.stringMatching(/\.pdf$/),
        },
      ],
    });
    expect(body.photos.length).toBeGreaterThan(0);
    expect(body.related[0].path).toMatch(/^\/site\/_test-[0-9a-f]+\/\d+\/[a-z_]+\/\d+/);
    await t.agent.get(body.documents[0].url).expect(200).expect('Content-Type', 'application/pdf');
    const withForm = (await t.agent.get('/api/guest/magazine/articles/8').expect(200)).body;
    expect(withForm.form.fields).toEqual([
      { name: 'first_name', required: true },
      { name: 'family_name', required: true },
      { name: 'company', required: false },
      { name: 'email', required: true },
      { name: 'phone', required: false },
      { name: 'message', required: true },
    ]);
    expect(JSON.stringify(withForm)).not.toContain('redaktion@');
    const sponsored = (await t.agent.get('/api/guest/magazine/articles/7').expect(200)).body;
    expect(sponsored.sponsor.text).toMatch(/^Präsentiert von/);
  });

  it('publishes an Atom feed of the newest public articles', async () => {
    const response = await t.agent.get('/api/guest/magazine/feed').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = response.text.match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(30);
    expect(response.text).toContain(`/site/_redaktionell/52/eventmagazin/${COUNT - 3}/`);
    expect(response.text).not.toContain(`/site/_redaktionell/52/eventmagazin/${COUNT}/`);
  });

  it('sanitises stored markup again on output', async () => {
    await db()('magazine_articles')
      .where({ id: 3 })
      .update({ body: '<p onmouseover="x()">Hi</p><script>x()</script>' });
    const { body } = await t.agent.get('/api/guest/magazine/articles/3').expect(200);
    expect(body.body).toBe('<p>Hi</p>');
  });

  it.each([
    ['a future article', String(COUNT)],
    ['an unpublished article', String(COUNT - 2)],
    ['an unknown id', '99999'],
  ])('answers 404 for %s', async (_case, id) => {
    const { body } = await t.agent.get(`/api/guest/magazine/articles/${id}`).expect(404);
    expect(body.message).toBe('Die Seite wurde nicht gefunden.');
  });

  it('shows an article from the instant of its publish date on', async () => {
    const before = await db()('magazine_articles')
      .where({ id: 5 })
      .first('published', 'publish_at');
    await db()('magazine_articles').where({ id: 5 }).update({ published: true, publish_at: NOW });
    await t.agent.get('/api/guest/magazine/articles/5').expect(200);
    await db()('magazine_articles')
      .where({ id: 5 })
      .update({ publish_at: new Date(NOW.getTime() + 1) });
    await t.agent.get('/api/guest/magazine/articles/5').expect(404);
    await db()('magazine_articles').where({ id: 5 }).update(before);
  });

  it.each(['0', 'abc', '99999999999'])('answers 422 for the id %s', async (id) => {
    const { body } = await t.agent.get(`/api/guest/magazine/articles/${id}`).expect(422);
    expect(body.errors.id).toEqual(['Ungültiges Format']);
  });

  describe('editorial categories and help articles', () => {
    it('answers a category with its published pages and a page with its category', async () => {
      await db()('magazine_pages').insert({ category_id: 53, name: 'Entwurf', published: false });
      const { body } = await t.agent.get('/api/guest/editorial/categories/53').expect(200);
      expect(body).toMatchObject({
        name: 'Hilfe',
        kind: 'help',
        path: '/site/_redaktionell/53/hilfe',
      });
      expect(body.pages.map((p: { name: string }) => p.name)).not.toContain('Entwurf');
      expect(body.pages[0].path).toMatch(/^\/site\/_redaktionell\/53\/hilfe\/\d+\/[a-z0-9-]+$/);
      const page = (await t.agent.get(`/api/guest/editorial/pages/${body.pages[0].id}`).expect(200))
        .body;
      expect(page).toMatchObject({ path: body.pages[0].path, category: { name: 'Hilfe' } });
      expect(page.body).toMatch(/^<p>/);
    });

    it('lists the help centre by article type, with related articles of the same type', async () => {
      const { body } = await t.agent.get('/api/guest/editorial/categories/53').expect(200);
      expect(body.types.map((type: { slug: string }) => type.slug)).toEqual([
        'veranstalter',
        'anbieter',
        'konto',
        'award',
      ]);
      expect(body.types[0]).toMatchObject({ name: 'Für Veranstalter' });
      for (const page of body.pages)
        expect(body.types.map((x: { slug: string }) => x.slug)).toContain(page.type);
      const owners = body.pages.filter((page: { type: string }) => page.type === 'anbieter');
      const detail = (await t.agent.get(`/api/guest/editorial/pages/${owners[0].id}`).expect(200))
        .body;
      expect(detail.type).toEqual({ name: 'Für Locations und Dienstleister', slug: 'anbieter' });
      expect(detail.related.map((p: { id: number }) => p.id).sort()).toEqual(
        owners
          .slice(1)
          .map((p: { id: number }) => p.id)
          .sort(),
      );
      // Guides have no types.
      const guide = (await t.agent.get('/api/guest/editorial/categories/54').expect(200)).body;
      expect(guide.types).toEqual([]);
      expect(guide.pages[0].type).toBeNull();
    });

    it.each([
      ['/api/guest/editorial/categories/999', 404],
      ['/api/guest/editorial/pages/999', 404],
      ['/api/guest/editorial/categories/abc', 422],
      ['/api/guest/editorial/pages/0', 422],
    ])('answers %s with %s', async (url, status) => {
      await t.agent.get(url).expect(status);
    });
  });

  describe('contact form', () => {
    const valid = {
      first_name: 'Anna',
      family_name: 'Muster',
      company: 'Muster AG',
      email: 'Anna@Example.ch',
      phone: '+41 44 123 45 67',
      message: 'Gibt es das Programm auch gedruckt?',
    };

    it('mails the receiver and confirms to the visitor through the outbox', async () => {
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      const { body } = await agent
        .post('/api/guest/magazine/articles/8/contact')
        .set('X-CSRF-Token', token)
        .send(valid)
        .expect(201);
      expect(body.message).toBe(
        'Vielen Dank für Ihre Nachricht. Sie wurde an die Redaktion gesendet.',
      );
      const mail = await waitForSentMail(t.platform, 'redaktion@eventalp.ch');
      expect(mail.subject).toMatch(/^Anfrage zum Artikel/);
      expect(mail.text).toContain('Firma: Muster AG');
      expect(mail.text).toContain('Nachricht: Gibt es das Programm auch gedruckt?');
      const confirmation = await waitForSentMail(t.platform, 'anna@example.ch');
      expect(confirmation.text).toMatch(/^Vielen Dank für Ihre Nachricht/);
    });

    it('sends one confirmation per visitor address in ten minutes, every message to the receiver', async () => {
      const receiverBefore = await t.platform.services
        .db('platform_mail_outbox')
        .where({ to: 'redaktion@eventalp.ch' })
        .count('* as n')
        .first();
      for (let i = 0; i < 2; i += 1) {
        const agent = t.newAgent();
        const token = await t.csrf(agent);
        await agent
          .post('/api/guest/magazine/articles/8/contact')
          .set('X-CSRF-Token', token)
          .send({ ...valid, email: 'postfach@example.ch' })
          .expect(201);
      }
      await t.platform.drainJobs();
      const outbox = t.platform.services.db('platform_mail_outbox');
      expect(await outbox.clone().where({ to: 'postfach@example.ch' })).toHaveLength(1);
      const receiverAfter = await outbox
        .clone()
        .where({ to: 'redaktion@eventalp.ch' })
        .count('* as n')
        .first();
      expect(Number(receiverAfter!.n) - Number(receiverBefore!.n)).toBe(2);
    });

    it('validates the active fields with the German messages and ignores inactive ones', async () => {
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      const { body } = await agent
        .post('/api/guest/magazine/articles/4/contact')
        .set('X-CSRF-Token', token)
        .send({ first_name: '', email: 'kein-mail', phone: 'abc', company: 'egal' })
        .expect(422);
      expect(body.errors).toEqual({
        first_name: ['Dieses Feld ist erforderlich.'],
        family_name: ['Dieses Feld ist erforderlich.'],
        email: ['Ungültige Emailadresse'],
        phone: ['Ungültige Telefonnummer'],
        message: ['Dieses Feld ist erforderlich.'],
      });
    });

    it.each([
      ['an article without a form', '5', 422],
      ['a future article', String(COUNT), 404],
      ['an unknown article', '99999', 404],
    ])('refuses %s', async (_case, id, status) => {
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      await agent
        .post(`/api/guest/magazine/articles/${id}/contact`)
        .set('X-CSRF-Token', token)
        .send(valid)
        .expect(status);
    });

    it('needs the CSRF token and limits submissions per address', async () => {
      const agent = t.newAgent();
      await agent.post('/api/guest/magazine/articles/12/contact').send(valid).expect(403);
      const token = await t.csrf(agent);
      const send = () =>
        agent
          .post('/api/guest/magazine/articles/12/contact')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ ...valid, email: 'b@example.ch' });
      // The platform's form limit (FORM_RATE_LIMIT_PER_MINUTE), like every form.
      const limit = t.platform.config.formRateLimitPerMinute;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) statuses.push((await send()).status);
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(limit);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});

describe('editorial search', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ now: () => NOW });
    await t.platform.seed({
      demo: true,
      counts: { locations: 4, providers: 2, photos: 1, articles: 60 },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('finds public articles by words of their title and body, never future ones', async () => {
    const { body } = await t.agent
      .get('/api/guest/magazine/search?q=Swiss%20Location%20Award&kind=article')
      .expect(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0].kind).toBe('article');
    expect(body.data[0].article.name).toContain('Swiss Location Award');
    const everything = await t.agent
      .get('/api/guest/magazine/search?q=Anlass&kind=article')
      .expect(200);
    const ids = everything.body.data.map((hit: { article: { id: number } }) => hit.article.id);
    expect(ids).not.toContain(60);
    expect(ids).not.toContain(59);
    expect(everything.body.total).toBeLessThanOrEqual(57);
  });

  it('finds live jobs and help articles too, counts hits per kind and filters by kind', async () => {
    const jobs = await t.agent.get('/api/guest/magazine/search?q=Eventmanager').expect(200);
    const jobHits = jobs.body.data.filter((hit: { kind: string }) => hit.kind === 'job');
    expect(jobHits.length).toBeGreaterThan(0);
    expect(jobHits[0].item.path).toMatch(/^\/site\/_redaktionell\/51\/Eventjobs\/\d+/);
    expect(jobHits[0].item.meta).not.toBe('');
    // Expired (31-38) and future (39-40) demo jobs are not found.
    const all = await t.agent.get('/api/guest/magazine/search?q=sucht&kind=job').expect(200);
    expect(all.body.total).toBeGreaterThan(0);
    const jobIds = all.body.data.map((hit: { item: { id: number } }) => hit.item.id);
    for (const id of jobIds) expect(id).toBeLessThanOrEqual(30);
    expect(all.body.kinds.job).toBe(all.body.total);

    const help = await t.agent.get('/api/guest/magazine/search?q=Passwort').expect(200);
    const helpHit = help.body.data.find((hit: { kind: string }) => hit.kind === 'help');
    expect(helpHit.item.name).toBe('Ich habe mein Passwort vergessen');
    expect(helpHit.item.path).toMatch(/^\/site\/_redaktionell\/53\/hilfe\/\d+\//);
    expect(helpHit.item.meta).toBe('Hilfe');
    expect(help.body.kinds.help).toBeGreaterThan(0);

    const onlyHelp = await t.agent
      .get('/api/guest/magazine/search?q=Passwort&kind=help')
      .expect(200);
    expect(onlyHelp.body.data.every((hit: { kind: string }) => hit.kind === 'help')).toBe(true);
    // The per-kind counts ignore the kind filter.
    expect(onlyHelp.body.kinds).toEqual(help.body.kinds);
  });

  it('answers 422 for an unknown kind', async () => {
    const { body } = await t.agent
      .get('/api/guest/magazine/search?q=Anlass&kind=secret')
      .expect(422);
    expect(body.errors.kind).toEqual(['Ungültiges Format']);
  });

  it('rebuilds the editorial index from the articles, pages and jobs (npm run reindex)', async () => {
    const written = await t.platform.reindex();
    const count = async (table: string) =>
      Number(
        (await t.platform.services.db(table).where({ published: true }).count('* as n').first())!.n,
      );
    const articles = await count('magazine_articles');
    const pages = await count('magazine_pages');
    const jobs = await count('jobs_postings');
    expect(written.editorial).toBe(articles + pages + jobs);
    const again = await t.agent.get('/api/guest/magazine/search?q=Passwort&kind=help').expect(200);
    expect(again.body.total).toBeGreaterThan(0);
  });

  it.each([
    ['', 'Dieses Feld ist erforderlich.'],
    ['a', 'Dieses Feld muss mindestens 2 Zeichen lang sein.'],
    ['x'.repeat(101), 'Dieses Feld darf maximal 100 Zeichen lang sein.'],
  ])('answers 422 for q=%s', async (q, message) => {
    const { body } = await t.agent.get(`/api/guest/magazine/search?q=${q}`).expect(422);
    expect(body.errors.q).toEqual([message]);
  });
});
