import { entryTrail, gridTrail } from './breadcrumbTrails';

const names = { home: 'Startseite', locations: 'Locations', providers: 'Anbieter' };
const wedding = { id: 516, name: 'Hochzeitslocations', slug: 'hochzeitslocations' };
const catering = { id: 451, name: 'Catering & Partyservice', slug: 'catering_partyservice' };

describe('breadcrumb trails', () => {
  it.each([
    [
      'a location',
      {
        entity_type: 'location' as const,
        name: 'Villa Adler',
        path: '/site/_eventalp/516/hochzeitslocations/7/villa-adler.html',
        category: wedding,
      },
      [
        { name: 'Startseite', path: '/' },
        { name: 'Locations', path: '/locations' },
        { name: 'Hochzeitslocations', path: '/site/_eventalp/516/hochzeitslocations' },
        { name: 'Villa Adler', path: '/site/_eventalp/516/hochzeitslocations/7/villa-adler.html' },
      ],
    ],
    [
      'a provider',
      {
        entity_type: 'provider' as const,
        name: 'Koch AG',
        path: '/site/_dienstleister/451/catering_partyservice/9/koch-ag.html',
        category: catering,
      },
      [
        { name: 'Startseite', path: '/' },
        { name: 'Anbieter', path: '/provider' },
        { name: 'Catering & Partyservice', path: '/site/_dienstleister/451/catering_partyservice' },
        { name: 'Koch AG', path: '/site/_dienstleister/451/catering_partyservice/9/koch-ag.html' },
      ],
    ],
  ])('of %s: home, search, category, entry', (_case, entry, trail) => {
    expect(entryTrail(entry, names)).toEqual(trail);
  });

  it('of a grid ends at the grid itself', () => {
    expect(gridTrail('provider', catering, '/provider/catering_partyservice', names)).toEqual([
      { name: 'Startseite', path: '/' },
      { name: 'Anbieter', path: '/provider' },
      { name: 'Catering & Partyservice', path: '/provider/catering_partyservice' },
    ]);
  });
});
