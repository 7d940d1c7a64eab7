import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

/**
 * The editorial back office beyond articles: magazine tags (and an article's tags and contact
 * form), editorial categories, their pages (help articles with their types, guides) and the help
 * types. Each save re-indexes through the magazine's events, visible in the public editorial
 * search and help pages; bad input is a 422 in the spec's words; sales may not.
 */
describe('back-office editorial resources', () => {
  let t: TestPlatform;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;

  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      seed: 'demo',
      counts: { locations: 2, providers: 1, photos: 1, articles: 2 },
    });
    editor = await t.signIn('editor', 'Editor1234');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', url: string, body?: object) =>
    editor.agent[method](url).set('X-CSRF-Token', editor.token).send(body);
  const searchHits = async (q: string, kind?: string) =>
    (
      await t.agent
        .get(`/api/guest/magazine/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`)
        .expect(200)
    ).body.data as { item: { path: string } }[];

  it.each(['magazine-tags', 'editorial-categories', 'editorial-pages', 'help-types'])(
    '%s is the editors’ area: sales may not, guests must sign in',
    async (name) => {
      const sales = await t.signIn('sales', 'Sales1234');
      await sales.agent.get(`/api/backoffice/${name}`).expect(403);
      await t.agent.get(`/api/backoffice/${name}`).expect(401);
      await editor.agent.get(`/api/backoffice/${name}`).expect(200);
    },
  );

  describe('tags', () => {
    const base = '/api/backoffice/magazine-tags';

    it('lists the tags in their order and searches them', async () => {
      const { body } = await editor.agent.get(base).expect(200);
      expect(body.data[0]).toMatchObject({ slug: 'swiss_location_award', order: 0 });
      const found = await editor.agent.get(`${base}?q=hochzeit`).expect(200);
      expect(found.body.data.map((tag: { slug: string }) => tag.slug)).toEqual(['hochzeit']);
    });

    it('creates a tag, gives it to an article and finds the article by the tag’s name', async () => {
      const { body: tag } = await send('post', base, {
        name: 'Alpenzauber',
        slug: 'alpenzauber',
      }).expect(201);
      const { body: article } = await send('post', '/api/backoffice/magazine-articles', {
        name: 'Ein Fest auf der Alp',
        body: '<p>Käse und Aussicht.</p>',
        published: true,
        publish_at: '2026-11-20T08:00:00Z',
        tag_ids: [tag.id],
      }).expect(201);
      expect(article.tag_ids).toEqual([tag.id]);
      const shown = await editor.agent
        .get(`/api/backoffice/magazine-articles/${article.id}`)
        .expect(200);
      expect(shown.body.tag_ids).toEqual([tag.id]);
      const tagged = await t.agent.get('/api/guest/magazine/articles?suche_tag1=alpenzauber');
      expect(tagged.body.data.map((item: { id: number }) => item.id)).toEqual([article.id]);
      await t.eventually(async () => expect(await searchHits('Alpenzauber')).toHaveLength(1));

      // A renamed tag re-indexes its articles.
      await send('put', `${base}/${tag.id}`, { ...tag, name: 'Bergzauber' }).expect(200);
      await t.eventually(async () => {
        expect(await searchHits('Alpenzauber')).toEqual([]);
        expect(await searchHits('Bergzauber')).toHaveLength(1);
      });

      // Tags taken away; an unknown tag is bad input.
      await send('put', `/api/backoffice/magazine-articles/${article.id}`, {
        ...shown.body,
        tag_ids: [],
      }).expect(200);
      await t.eventually(async () => expect(await searchHits('Bergzauber')).toEqual([]));
      const unknown = await send('put', `/api/backoffice/magazine-articles/${article.id}`, {
        ...shown.body,
        tag_ids: [999_999],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ tag_ids: ['Ungültiges Format'] });
      const history = await editor.agent
        .get(`/api/backoffice/magazine-articles/${article.id}/history`)
        .expect(200);
      expect(history.body.data[0].before.tag_ids).toEqual([tag.id]);
      expect(history.body.data[0].after.tag_ids).toEqual([]);
    });

    it.each([
      ['a taken slug', { slug: 'hochzeit' }, { slug: ['Dieser Slug ist bereits vergeben.'] }],
      ['a slug with capitals', { slug: 'Hoch Zeit' }, { slug: ['Ungültiges Format'] }],
      ['no name', { name: ' ' }, { name: ['Dieses Feld ist erforderlich.'] }],
      ['an order that is no number', { order: 'erst' }, { order: ['Ungültiges Format'] }],
    ])('refuses %s (422)', async (_case, change, errors) => {
      const response = await send('post', base, { name: 'Neu', slug: 'neu-tag', ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });
  });

  describe('article form settings', () => {
    const base = '/api/backoffice/magazine-articles';
    const article = {
      name: 'Apéro-Ideen mit Kontaktformular',
      body: '<p>Fragen Sie uns.</p>',
      published: true,
      publish_at: '2026-11-20T08:00:00Z',
    };
    const form = {
      fields: {
        first_name: { active: true, required: true },
        email: { active: true, required: true },
        phone: { active: false, required: true },
        message: { active: true, required: false },
      },
      sender: 'redaktion@eventalp.example',
      subject: 'Anfrage zum Apéro',
      receiver: 'apero@eventalp.example',
      confirmation: 'Danke für Ihre Anfrage.',
    };

    it('lets any number of articles go without a slug (null is no duplicate)', async () => {
      for (const name of ['Ohne Slug eins', 'Ohne Slug zwei'])
        await send('post', base, { ...article, name, slug: null }).expect(201);
    });

    it('stores the contact form and the public article shows its active fields', async () => {
      const { body } = await send('post', base, { ...article, form_settings: form }).expect(201);
      expect(body.form_settings.fields.phone).toEqual({ active: false, required: false });
      const shown = await t.agent.get(`/api/guest/magazine/articles/${body.id}`).expect(200);
      expect(JSON.stringify(shown.body)).not.toContain('apero@eventalp.example');
      expect(shown.body.form.fields).toEqual([
        { name: 'first_name', required: true },
        { name: 'email', required: true },
        { name: 'message', required: false },
      ]);
    });

    it.each([
      [
        'a receiver that is no e-mail address',
        { receiver: 'apero-at-eventalp' },
        { 'form_settings.receiver': ['Ungültige Emailadresse'] },
      ],
      [
        'a sender that is no e-mail address',
        { sender: 'redaktion' },
        { 'form_settings.sender': ['Ungültige Emailadresse'] },
      ],
      [
        'active fields without a receiver',
        { receiver: '' },
        { 'form_settings.receiver': ['Dieses Feld ist erforderlich.'] },
      ],
      [
        'a field setting that is no yes or no',
        { fields: { email: { active: 'ja' } } },
        { 'form_settings.fields.email.active': ['Ungültiges Format'] },
      ],
    ])('refuses %s (422)', async (_case, change, errors) => {
      const response = await send('post', base, {
        ...article,
        form_settings: { ...form, ...change },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });
  });

  describe('categories, pages and help types', () => {
    const pages = '/api/backoffice/editorial-pages';

    it('lists the categories and the help centre’s pages by type', async () => {
      const categories = await editor.agent
        .get('/api/backoffice/editorial-categories?kind=help')
        .expect(200);
      expect(categories.body.data.map((row: { id: number }) => row.id)).toEqual([53]);
      const help = await editor.agent.get(`${pages}?category_id=53&help_type_id=1`).expect(200);
      expect(help.body.total).toBeGreaterThan(0);
      expect(help.body.data.every((row: { help_type_id: number }) => row.help_type_id === 1)).toBe(
        true,
      );
      const types = await editor.agent.get('/api/backoffice/help-types').expect(200);
      expect(types.body.data.map((row: { slug: string }) => row.slug)).toContain('veranstalter');
    });

    it('creates a help article, sanitised, on the help page and in the search', async () => {
      const { body: page } = await send('post', pages, {
        category_id: 53,
        help_type_id: 1,
        name: 'Wie storniere ich eine Anfrage?',
        slug: 'anfrage-stornieren',
        body: '<p>Schreiben Sie dem Gastgeber über das Gletscherformular.</p><script>x()</script>',
        published: true,
      }).expect(201);
      expect(page.body).toBe('<p>Schreiben Sie dem Gastgeber über das Gletscherformular.</p>');
      const shown = await t.agent.get(`/api/guest/editorial/pages/${page.id}`).expect(200);
      expect(shown.body.name).toBe('Wie storniere ich eine Anfrage?');
      await t.eventually(async () =>
        expect(await searchHits('Gletscherformular', 'help')).toHaveLength(1),
      );

      await send('put', `${pages}/${page.id}`, {
        ...page,
        body: '<p>Schreiben Sie dem Gastgeber über das Firnformular.</p>',
      }).expect(200);
      await t.eventually(async () => {
        expect(await searchHits('Gletscherformular')).toEqual([]);
        expect(await searchHits('Firnformular', 'help')).toHaveLength(1);
      });

      // A renamed category re-indexes its pages (their hits show its name and path).
      const { body: category } = await editor.agent
        .get('/api/backoffice/editorial-categories/53')
        .expect(200);
      await send('put', '/api/backoffice/editorial-categories/53', {
        ...category,
        slug: 'hilfe-center',
      }).expect(200);
      await t.eventually(async () => {
        const [hit] = await searchHits('Firnformular', 'help');
        expect(hit!.item.path).toBe(
          `/site/_redaktionell/53/hilfe-center/${page.id}/anfrage-stornieren`,
        );
      });

      // Unpublished: gone from the help page and the search.
      await send('put', `${pages}/${page.id}`, { ...page, published: false }).expect(200);
      await t.agent.get(`/api/guest/editorial/pages/${page.id}`).expect(404);
      await t.eventually(async () => expect(await searchHits('Firnformular')).toEqual([]));
    });

    it('creates a guide page without a type; it is a page hit of its category', async () => {
      const { body: page } = await send('post', pages, {
        category_id: 54,
        help_type_id: null,
        name: 'Checkliste Firmenjubiläum',
        body: '<p>Jubiläumsplanung mit Zeitplan.</p>',
        published: true,
        order: 3,
      }).expect(201);
      expect(page).toMatchObject({ help_type_id: null, slug: null, order: 3 });
      await t.eventually(async () => {
        const [hit] = await searchHits('Jubiläumsplanung', 'page');
        expect(hit!.item.path).toBe(`/site/_redaktionell/54/ratgeber/${page.id}`);
      });
    });

    it('edits a help type the help centre shows', async () => {
      const { body: type } = await editor.agent.get('/api/backoffice/help-types/1').expect(200);
      await send('put', '/api/backoffice/help-types/1', {
        ...type,
        name: 'Für Gastgeber von Anlässen',
      }).expect(200);
      const help = await t.agent.get('/api/guest/editorial/categories/53').expect(200);
      expect(help.body.types.map((row: { name: string }) => row.name)).toContain(
        'Für Gastgeber von Anlässen',
      );
    });

    it.each([
      ['no title', { name: '' }, { name: ['Dieses Feld ist erforderlich.'] }],
      ['an unknown category', { category_id: 999 }, { category_id: ['Ungültiges Format'] }],
      ['no category', { category_id: null }, { category_id: ['Dieses Feld ist erforderlich.'] }],
      [
        'a help type on a guide page',
        { category_id: 54, help_type_id: 1 },
        { help_type_id: ['Ungültiges Format'] },
      ],
      ['an unknown help type', { help_type_id: 99 }, { help_type_id: ['Ungültiges Format'] }],
      ['a slug with spaces', { slug: 'neue seite' }, { slug: ['Ungültiges Format'] }],
    ])('refuses a page with %s (422) and stores nothing', async (_case, change, errors) => {
      const before = (await editor.agent.get(pages).expect(200)).body.total;
      const response = await send('post', pages, {
        category_id: 53,
        help_type_id: 2,
        name: 'Neue Seite',
        ...change,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
      expect((await editor.agent.get(pages).expect(200)).body.total).toBe(before);
    });

    it.each([
      [
        'editorial-categories/53',
        { name: 'Hilfe', slug: 'Hilfe!' },
        { slug: ['Ungültiges Format'] },
      ],
      [
        'help-types/2',
        { name: 'Anbieter', slug: 'veranstalter' },
        { slug: ['Dieser Slug ist bereits vergeben.'] },
      ],
      ['help-types/2', { name: '', slug: 'anbieter' }, { name: ['Dieses Feld ist erforderlich.'] }],
    ])('refuses a change of %s with bad input (422)', async (path, body, errors) => {
      const response = await send('put', `/api/backoffice/${path}`, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });

    it('offers no creation of categories and help types (their ids are fixed)', async () => {
      await send('post', '/api/backoffice/help-types', { name: 'Neu', slug: 'neu' }).expect(405);
    });
  });
});
