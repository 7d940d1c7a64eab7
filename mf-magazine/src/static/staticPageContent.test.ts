import { STATIC_PAGE_SLUGS, staticPageContent } from './staticPageContent';

describe('static pages', () => {
  it('are the spec list', () => {
    expect([...STATIC_PAGE_SLUGS].sort()).toEqual([
      'about_us',
      'eventjob_inserieren',
      'impressum',
      'werbemoeglichkeiten',
      'werbemoeglichkeiten_eintraege',
      'werbemoeglichkeiten_mailing',
      'werbemoeglichkeiten_werbeformate',
    ]);
  });

  it.each(STATIC_PAGE_SLUGS.map((slug) => [slug]))(
    '%s has a title, a description for search results and the brand filled in',
    (slug) => {
      const page = staticPageContent(slug, 'eventalp')!;
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.sections.length).toBeGreaterThan(0);
      expect(JSON.stringify(page)).not.toContain('{brand}');
    },
  );

  it.each([
    ['about_us', ['kontakt']],
    ['werbemoeglichkeiten_werbeformate', ['priority', 'interregio', 'anbieter']],
  ])('%s has the anchors %p', (slug, anchors) => {
    const ids = staticPageContent(slug, 'eventalp')!.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(anchors));
  });

  it('knows no other page', () => {
    expect(staticPageContent('agb', 'eventalp')).toBeNull();
  });

  it('names the configured brand', () => {
    expect(staticPageContent('impressum', 'festhalle')!.sections[0]!.list).toContain(
      'festhalle AG',
    );
  });
});
