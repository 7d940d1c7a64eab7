import type { User } from '@eventalp/shell-kit';
import { guardRedirect, resolveRoute, safeRedirectTarget } from './resolveRoute';
import { createRoutes } from './routes';

const user = (roles: string[], permissions: string[] = []): User => ({
  id: 1,
  username: 'u',
  login_name: 'u',
  email: 'u@example.ch',
  first_name: 'U',
  last_name: 'Ser',
  email_verified: true,
  roles,
  permissions,
});

describe('resolveRoute', () => {
  it.each([
    ['/', 'marketplace', '/'],
    ['/site', 'marketplace', '/site'],
    ['/public_login', 'marketplace', '/'],
    ['/public_login1', 'marketplace', '/'],
    ['/locations', 'marketplace', '/locations'],
    ['/site/provider/catering_partyservice', 'marketplace', '/site/provider/catering_partyservice'],
    [
      '/site/_dienstleister/451/catering_partyservice/7/apero-kuhn.html',
      'marketplace',
      '/site/_dienstleister/451/catering_partyservice/7/apero-kuhn.html',
    ],
    ['/site/_eventalp/favourites.html', 'marketplace', '/site/_eventalp/favourites.html'],
    [
      '/site/_eventalp/favourites/AbCdEfGhIjKlMnOpQrStUv_-.html',
      'marketplace',
      '/site/_eventalp/favourites/AbCdEfGhIjKlMnOpQrStUv_-.html',
    ],
    ['/packages', 'marketplace', '/packages'],
    [
      '/site/_eventalp/511/eventlocations/12/halle.html',
      'marketplace',
      '/site/_eventalp/511/eventlocations/12/halle.html',
    ],
    [
      '/site/_redaktionell/52/eventmagazin.html',
      'magazine',
      '/site/_redaktionell/52/eventmagazin.html',
    ],
    ['/site/extern/about_us.html', 'magazine', '/site/extern/about_us.html'],
    ['/site/_eventalp/newsletter.html', 'marketplace', '/site/_eventalp/newsletter.html'],
    ['/site/de/swisslocationaward', 'award', '/site/de/swisslocationaward'],
    [
      '/site/fr/swisslocationaward_facts_and_figures',
      'award',
      '/site/fr/swisslocationaward_facts_and_figures',
    ],
    ['/swisslocationaward2025_ausgezeichnet', 'award', '/swisslocationaward2025_ausgezeichnet'],
    ['/sla/abcdefghjkmnpqrs', 'award', '/sla/abcdefghjkmnpqrs'],
    [
      '/de/sla2025-ausgezeichnet-berner-oberland',
      'award',
      '/de/sla2025-ausgezeichnet-berner-oberland',
    ],
    ['/fr/sla2026-nomine-valais', 'award', '/fr/sla2026-nomine-valais'],
    ['/it/sla2025-premiate-ticino/', 'award', '/it/sla2025-premiate-ticino/'],
    ['/en/sla2026-nominated-zurich-region', 'award', '/en/sla2026-nominated-zurich-region'],
    ['/site/sla-2026/12/de/sla-votingkit', 'award', '/site/sla-2026/12/de/sla-votingkit'],
    ['/site/de/rate2venue', 'award', '/site/de/rate2venue'],
    ['/site/it/k7mnpqrstu/', 'award', '/site/it/k7mnpqrstu/'],
    ['/site/user/dashboard', 'user-area', '/site/user/dashboard'],
    ['/backoffice/redirects', 'backoffice', '/backoffice/redirects'],
    ['/demos', 'marketplace', '/demos'],
  ])('%s belongs to %s and renders %s', (path, app, renderPath) => {
    expect(resolveRoute(path)).toMatchObject({ kind: 'app', app, renderPath });
  });

  it.each([
    '/nope',
    '/site/xx/swisslocationaward',
    // Rating codes have 10 characters of the award's alphabet and at least one digit.
    '/site/de/ratingvenu',
    '/site/de/rate2venue1',
    '/site/de/rate0venue',
    '/site/de/rate2venu',
    '/sitemap',
    '/site/_redaktionell',
    '/site/extern/../x.html',
    '/demos/other',
    '/sla/code/more',
    '/de/sla2025-gewonnen-bern',
    '/xx/sla2025-nominiert-bern',
    '/de/sla25-nominiert-bern',
    '/de/sla2025-nominiert-Bern',
    '/de/sla2025-nominiert-bern/mehr',
  ])('%s is not found', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'not-found' });
  });

  it('sends /site/user to the dashboard', () => {
    expect(resolveRoute('/site/user')).toEqual({
      kind: 'redirect',
      location: '/site/user/dashboard',
      permanent: false,
    });
  });

  it.each([
    ['/site/_eventalp/suche-0.html', '/locations?page=1'],
    ['/site/_eventalp/suche-35.html', '/locations?page=1'],
    ['/site/_eventalp/suche-36.html', '/locations?page=2'],
    ['/site/_eventalp/suche-720.html', '/locations?page=21'],
    ['/site/_dienstleister/suche-72.html', '/provider/catering_partyservice?page=3'],
  ])('sends the legacy search %s permanently to %s', (path, location) => {
    expect(resolveRoute(path)).toEqual({ kind: 'redirect', location, permanent: true });
  });

  it('reads the product slug of location URLs from the configured brand', () => {
    const routes = createRoutes('eventbrand');
    expect(resolveRoute('/site/_eventbrand/516/hochzeitslocations', routes)).toMatchObject({
      kind: 'app',
      app: 'marketplace',
    });
    expect(resolveRoute('/site/_eventbrand/suche-36.html', routes)).toMatchObject({
      location: '/locations?page=2',
    });
    expect(resolveRoute('/site/_eventalp/516/hochzeitslocations', routes)).toEqual({
      kind: 'not-found',
    });
  });

  it('keeps the package pages guarded whatever the brand is called', () => {
    for (const [brand, path] of [
      ['eventalp', '/site/_package_summary/7/seminar/meeting/3/seehotel'],
      ['package', '/site/_package/7/seminar/meeting/3/seehotel'],
    ] as const) {
      const resolved = resolveRoute(path, createRoutes(brand));
      expect(resolved).toMatchObject({
        kind: 'app',
        app: 'marketplace',
        route: { guard: { permissions: ['view_booking_module'] } },
      });
    }
  });

  it.each(['/site/password/reset/abc123', '/password/reset/abc123'])(
    'opens the reset form over the home page on %s',
    (path) => {
      expect(resolveRoute(path)).toMatchObject({
        app: 'marketplace',
        renderPath: '/',
        modal: 'reset',
      });
    },
  );

  it('opens the login modal on /public_login', () => {
    expect(resolveRoute('/public_login')).toMatchObject({ modal: 'login' });
  });
});

describe('guardRedirect', () => {
  const routeOf = (path: string) => {
    const resolved = resolveRoute(path);
    if (resolved.kind !== 'app') throw new Error(`no app route for ${path}`);
    return resolved.route;
  };

  it.each([
    [
      '/site/user/dashboard',
      null,
      '/site/user/dashboard',
      '/public_login?redirect=%2Fsite%2Fuser%2Fdashboard',
    ],
    [
      '/site/user/profile',
      null,
      '/site/user/profile?tab=1',
      '/public_login?redirect=%2Fsite%2Fuser%2Fprofile%3Ftab%3D1',
    ],
    ['/site/user/dashboard', user(['media']), '/site/user/dashboard', '/'],
    ['/site/user/dashboard', user(['public_user']), '/site/user/dashboard', null],
    ['/backoffice/redirects', user(['public_user']), '/backoffice/redirects', '/'],
    ['/backoffice/redirects', user(['admin']), '/backoffice/redirects', null],
    ['/backoffice/jobs', user(['editor']), '/backoffice/jobs', null],
    ['/backoffice', user(['sales']), '/backoffice', null],
    ['/backoffice', user(['media']), '/backoffice', '/'],
    [
      '/site/user/packages/calendar/7',
      user(['public_user']),
      '/site/user/packages/calendar/7',
      '/site/user/dashboard',
    ],
    [
      '/site/user/packages/calendar/7',
      user(['public_user'], ['package_edit']),
      '/site/user/packages/calendar/7',
      null,
    ],
    [
      '/site/user/packages/calendar/7',
      null,
      '/site/user/packages/calendar/7',
      '/public_login?redirect=%2Fsite%2Fuser%2Fpackages%2Fcalendar%2F7',
    ],
    ['/packages', user(['public_user']), '/packages', '/site/locations'],
    ['/packages', user(['public_user'], ['view_booking_module']), '/packages', null],
    ['/packages', null, '/packages', '/site/locations?redirect=%2Fpackages'],
    ...[
      '/site/_package/7/seminar/meeting/3/seehotel',
      '/site/_package_summary/7/seminar/meeting/3/seehotel',
      '/site/_package_reservation/7/seminar/meeting/3',
    ].flatMap(
      (path) =>
        [
          [path, user(['public_user']), path, '/site/locations'],
          [path, user(['public_user'], ['view_booking_module']), path, null],
          [path, null, path, `/site/locations?redirect=${encodeURIComponent(path)}`],
        ] as [string, User | null, string, string | null][],
    ),
    ['/', null, '/', null],
  ])('%s for %j goes to %s', (path, who, fullPath, expected) => {
    expect(guardRedirect(routeOf(path), who, fullPath)).toBe(expected);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/site/user/dashboard', '/site/user/dashboard'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});
