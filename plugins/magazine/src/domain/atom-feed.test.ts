import { atomFeed } from './atom-feed';

const base = {
  origin: 'https://www.eventalp.ch',
  title: 'Eventmagazin',
  selfPath: '/api/guest/magazine/feed',
  listPath: '/site/_redaktionell/52/eventmagazin.html',
  now: new Date('2026-11-21T12:00:00Z'),
};

describe('atomFeed', () => {
  it('writes entries with absolute links, escaped texts and categories', () => {
    const xml = atomFeed({
      ...base,
      entries: [
        {
          id: 7,
          title: 'Essen & Trinken <neu>',
          summary: 'Tipps «für» Gäste',
          path: '/site/_redaktionell/52/eventmagazin/7/essen',
          published: new Date('2026-11-01T08:00:00Z'),
          tags: ['catering'],
        },
      ],
    });
    expect(xml).toContain('<title>Essen &amp; Trinken &lt;neu&gt;</title>');
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://www.eventalp.ch/site/_redaktionell/52/eventmagazin/7/essen"/>',
    );
    expect(xml).toContain('<updated>2026-11-01T08:00:00.000Z</updated>\n  <entry>');
    expect(xml).toContain('<category term="catering"/>');
  });

  it('is updated now when it has no entries', () => {
    expect(atomFeed({ ...base, entries: [] })).toContain(
      '<updated>2026-11-21T12:00:00.000Z</updated>',
    );
  });
});
