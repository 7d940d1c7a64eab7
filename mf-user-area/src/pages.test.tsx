import {
  createPlatform,
  createPlatformClient,
  findPage,
  I18nProvider,
  pageOutcomeOf,
  PlatformProvider,
  type PageLoadContext,
  type User,
} from '@eventalp/shell-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import deCH from '../lang/de-CH.json';
import { catalogs } from './catalogs';
import { pages } from './pages';

/**
 * An API client whose every call answers `status`; with `entries`, the owner's entries list
 * answers them (200).
 */
function apiAnswering(status: number, entries?: object[]) {
  return createPlatformClient({
    baseUrl: '/api',
    csrfToken: () => null,
    fetchImpl: async (input) =>
      entries && String(input).endsWith('/api/user/entries')
        ? Response.json({ data: entries })
        : Response.json({ message: 'kaputt' }, { status }),
  });
}

function pageAt(path: string) {
  const found = findPage(pages, path);
  if (!found) throw new Error(`no page at ${path}`);
  return found;
}

async function load(path: string, http: PageLoadContext['http']) {
  const { page, params } = pageAt(path);
  return page.load({
    http,
    params,
    query: {},
    user: null,
    locale: 'de-CH',
    countryCategory: 1,
    brand: 'eventalp',
  });
}

function render(path: string, data: unknown, user: User | null = null): string {
  const { page, params } = pageAt(path);
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
    },
    { http: () => apiAnswering(500), storage: null },
  );
  const { Component } = page;
  return renderToStaticMarkup(
    <PlatformProvider platform={platform}>
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        <Component data={data as never} params={params} />
      </I18nProvider>
    </PlatformProvider>,
  );
}

const ownLocation = {
  type: 'location',
  id: 7,
  name: 'Seeblick',
  status: 'live',
  path: '/site/_eventalp/516/hochzeitslocations/7/seeblick',
};

const intl = createIntl({ locale: 'de-CH', messages: deCH });

describe('user-area pages whose API call fails', () => {
  it.each([
    ['/site/user/dashboard', 'Dashboard', true],
    ['/site/user/entries', 'Meine Einträge', true],
    ['/site/user/profile', 'Profil', true],
    ['/site/user/location/rooms/7', 'Räume', true],
    ['/site/user/packages/calendar/7', 'Kalender', true],
    ['/site/user/packages', 'Pakete', true],
    ['/site/user/packages/generalinfo/basic/7', 'Pakete', true],
    ['/site/user/packages/accommodation/3/7', 'Pakete', true],
    ['/site/user/packages/addhall/infos/7', 'Pakete', true],
    ['/site/user/packages/edithall/Seesaal/3/7', 'Pakete', true],
    ['/site/user/packages/7/packages/create', 'Pakete', true],
    ['/site/user/provider/upgrade/7', 'Upgrade', true],
    ['/site/user/location/requests/open/7', 'Anfragen', true],
    ['/site/user/location/requests/view/3', 'Anfragen', true],
    ['/site/user/location/videos/7', 'Videos', true],
    ['/site/user/package/requests/7', 'Paketbuchungen', true],
    ['/site/user/package/requests/7/view/5/closed', 'Buchung', true],
    ['/site/user/dashboard/5', 'Buchung', true],
    ['/site/user/requests', 'Meine Buchungen', true],
    ['/site/user/requests/5', 'Buchung', true],
    ['/site/guest/entries/create', 'Eintrag erfassen', false],
  ])(
    '%s shows its title %s and "Fehler beim Laden der Daten." (in the frame: %s)',
    async (path, title, framed) => {
      const data = await load(path, apiAnswering(500));
      const html = render(path, data);
      expect(html).toContain(`<h1>${title}`);
      expect(html).toContain(
        '<p role="alert" class="ea-status ea-status--error">Fehler beim Laden der Daten.</p>',
      );
      expect(html.includes('ea-user-area__nav')).toBe(framed);
      const { page, params } = pageAt(path);
      expect(
        page.head(data as never, intl, { params, origin: 'https://eventalp.ch' }),
      ).toMatchObject({
        title: expect.stringContaining(title),
        robots: 'noindex,nofollow',
      });
    },
  );

  it.each([
    // The API answers 404 for what is not the owner's.
    ['an entry that is not the owner’s', '/site/user/location/rooms/8', 404, 404],
    ['an entry that is not the owner’s', '/site/user/location/requests/open/8', 404, 404],
    ['an entry that is not the owner’s', '/site/user/location/videos/8', 404, 404],
    ['an entry that is not the owner’s', '/site/user/packages/calendar/8', 404, 404],
    ['a venue that is not the owner’s', '/site/user/packages/lunch/8', 404, 404],
    ['a venue that is not the owner’s', '/site/user/packages/addhall/availability/8', 404, 404],
    ['a venue that is not the owner’s', '/site/user/packages/8/packages/create', 404, 404],
    ['a request that is not the owner’s', '/site/user/location/requests/view/3', 404, 404],
    ['a venue that is not the owner’s', '/site/user/package/requests/8/all', 404, 404],
    ['a booking that is not the owner’s', '/site/user/package/requests/7/view/5', 404, 404],
    ['a booking that is not the owner’s', '/site/user/dashboard/5', 404, 404],
    ['a booking that is not the requester’s', '/site/user/requests/5', 404, 404],
    ['an ended session', '/site/user/dashboard', 401, null],
    ['an ended session', '/site/user/location/upgrade/7', 403, null],
  ])('still ends the page for %s (%s)', async (_case, path, status, outcome) => {
    const error = await load(path, apiAnswering(status, [ownLocation])).catch(
      (thrown: unknown) => thrown,
    );
    if (outcome === null) expect(error).toMatchObject({ status });
    else expect(pageOutcomeOf(error)?.status).toBe(outcome);
  });
});

describe('the user area’s navigation', () => {
  const owner = (permissions: string[]): User => ({
    id: 1,
    username: 'Vera',
    login_name: 'venue',
    email: 'vera@example.ch',
    first_name: 'Vera',
    last_name: 'Gastgeberin',
    email_verified: true,
    roles: ['public_user'],
    permissions,
  });
  const navOf = (html: string) =>
    [...html.matchAll(/<li><a href="([^"]+)"[^>]*>([^<]+)/g)]
      .filter(([, href]) => !href!.includes('/location/'))
      .map(([, href, label]) => `${label} ${href}`);

  it.each([
    [
      [],
      [
        'Dashboard /site/user/dashboard',
        'Meine Einträge /site/user/entries',
        'Profil /site/user/profile',
      ],
    ],
    [
      ['package_edit', 'view_booking_module'],
      [
        'Dashboard /site/user/dashboard',
        'Meine Einträge /site/user/entries',
        'Pakete /site/user/packages',
        'Meine Buchungen /site/user/requests',
        'Profil /site/user/profile',
      ],
    ],
    [
      ['view_booking_module'],
      [
        'Dashboard /site/user/dashboard',
        'Meine Einträge /site/user/entries',
        'Meine Buchungen /site/user/requests',
        'Profil /site/user/profile',
      ],
    ],
  ])('with the permissions %j links %j', async (permissions, links) => {
    const data = await load('/site/user/profile', apiAnswering(500));
    expect(navOf(render('/site/user/profile', data, owner(permissions)))).toEqual(links);
  });

  it('marks the packages for the package pages and the own bookings for the booking pages', async () => {
    const user = owner(['package_edit', 'view_booking_module']);
    const packages = render('/site/user/packages', { venues: [] }, user);
    expect(packages).toContain('<a href="/site/user/packages" aria-current="page">Pakete');
    const bookings = render('/site/user/requests', { bookings: [] }, user);
    expect(bookings).toContain('<a href="/site/user/requests" aria-current="page">Meine Buchungen');
  });
});

describe('the calendar page', () => {
  it('shows entries per venue, room and hall by name, price periods and the private iCal address', () => {
    const html = render('/site/user/packages/calendar/7', {
      venue: {
        locationId: 7,
        name: 'Seeblick',
        roomIds: [3],
        rooms: [{ id: 3, name: 'Seesaal' }],
        savedSections: [],
        halls: [{ id: 8, name: 'Zelt' }],
        packages: [],
      },
      calendar: {
        locationId: 7,
        roomIds: [3],
        rooms: [{ id: 3, name: 'Seesaal' }],
        halls: [{ id: 8, name: 'Zelt', roomId: null }],
        entries: [
          {
            id: 1,
            roomId: null,
            hallId: null,
            kind: 'event',
            startDate: '2027-03-01',
            endDate: '2027-03-02',
            startHour: null,
            endHour: null,
            repeat: null,
            rrule: null,
            note: 'Firmenfest',
          },
          {
            id: 2,
            roomId: 3,
            hallId: null,
            kind: 'construction',
            startDate: '2027-03-03',
            endDate: '2027-03-03',
            startHour: 6,
            endHour: 9,
            repeat: { frequency: 'weekly', interval: 1, until: '2027-04-30' },
            rrule: 'RRULE:FREQ=WEEKLY',
            note: null,
          },
          {
            id: 3,
            roomId: null,
            hallId: 8,
            kind: 'internal_use',
            startDate: '2027-03-05',
            endDate: '2027-03-05',
            startHour: null,
            endHour: null,
            repeat: null,
            rrule: null,
            note: null,
          },
        ],
        pricePeriods: [
          {
            id: 4,
            startDate: '2027-07-01',
            endDate: '2027-08-31',
            kind: 'surcharge',
            percent: 15,
            note: null,
          },
        ],
        subscriptionPath: '/api/packages/calendar/abc.ics',
      },
    });
    expect(html).toContain('<h1>Kalender – Seeblick</h1>');
    // The package editing's menu, the calendar marked.
    expect(html).toContain(
      '<a href="/site/user/packages/calendar/7" aria-current="page">Kalender</a>',
    );
    expect(html).toContain('href="/site/user/packages/edithall/Zelt/8/7"');
    // Busy times of another calendar come in as an .ics file.
    expect(html).toContain('<h2 id="calendar-import">Kalender importieren (iCal)</h2>');
    expect(html).toContain('<input type="file" accept=".ics,text/calendar" name="file"/>');
    expect(html).toContain('Anlass');
    expect(html).toContain('Ganze Location');
    expect(html).toContain('2027-03-01 – 2027-03-02');
    expect(html).toContain('Raum: Seesaal');
    expect(html).toContain('Halle: Zelt');
    expect(html).toContain('<option value="hall:8">Halle: Zelt</option>');
    expect(html).toContain('6:00–9:00');
    expect(html).toContain('wiederholt bis 2027-04-30');
    expect(html).toContain('Zuschlag 15 %');
    expect(html).toContain('href="/api/packages/calendar/abc.ics"');
  });
});

const booking = {
  id: 5,
  reference: 'PB-7KQ2M9XA',
  locationId: 7,
  locationName: 'Seeblick',
  packageId: 2,
  state: 'offer_sent',
  date: '2027-06-10',
  days: 2,
  persons: 3,
  firstName: 'Carla',
  lastName: 'Gast',
  company: 'Gast AG',
  total: 111_235,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T11:00:00.000Z',
  hallIds: [3],
  email: 'carla@example.org',
  phone: '+41 44 123 45 67',
  message: null,
  selection: {},
  price: {
    lines: [
      {
        key: 'package_for_two',
        label: null,
        quantity: 4,
        unit: 'person_day',
        unitPrice: 9_500,
        amount: 38_000,
      },
      {
        key: 'hall',
        label: 'Seesaal',
        quantity: 2,
        unit: 'day',
        unitPrice: 30_000,
        amount: 60_000,
      },
    ],
    subtotal: 98_000,
    adjustments: [
      {
        startDate: '2027-06-11',
        endDate: '2027-06-30',
        kind: 'surcharge',
        percent: 10,
        days: 1,
        amount: 4_900,
      },
    ],
    net: 102_900,
    vatPercent: 8.1,
    vat: 8_335,
    rounding: 0,
    total: 111_235,
  },
  offer: { text: 'Gerne für euch.', amount: 123_450, sentAt: '2026-11-28T11:00:00.000Z' },
  agreement: null,
  billing: null,
  invoiceAvailable: false,
  history: [
    { from: null, to: 'requested', role: 'requester', note: null, at: '2026-11-28T10:00:00.000Z' },
    {
      from: 'requested',
      to: 'offer_sent',
      role: 'owner',
      note: null,
      at: '2026-11-28T11:00:00.000Z',
    },
  ],
};

describe('the booking pages', () => {
  it('shows the requester the price line by line with VAT, the offer and accept, reject, cancel', () => {
    const html = render('/site/user/requests/5', {
      booking: { ...booking, role: 'requester', actions: ['accept', 'reject', 'cancel'] },
      view: 'open',
    });
    expect(html).toContain('Buchung PB-7KQ2M9XA');
    expect(html).toContain('Angebot gesendet');
    // The apostrophe of de-CH amounts comes escaped in the markup.
    expect(html).toContain('CHF 1&#x27;234.50');
    expect(html).toContain('Seesaal');
    expect(html).toContain('Zuschlag 10 %');
    expect(html).toContain('MWST 8.1 %');
    expect(html).toContain('CHF 1&#x27;112.35');
    for (const action of ['Angebot annehmen', 'Angebot ablehnen', 'Buchung stornieren'])
      expect(html).toContain(action);
    expect(html).not.toContain('Angebotstext');
    expect(html).toContain('href="/site/user/requests"');
  });

  it('shows the owner the offer form while requested and the invoice link once accepted', () => {
    const requested = render('/site/user/package/requests/7/view/5/all', {
      booking: {
        ...booking,
        state: 'requested',
        offer: null,
        role: 'owner',
        actions: ['send_offer', 'cancel'],
      },
      view: 'all',
    });
    expect(requested).toContain('Angebotstext');
    expect(requested).toContain('IBAN für die QR-Rechnung');
    expect(requested).toContain('href="/site/user/package/requests/7/all"');
    expect(requested).not.toContain('Angebot annehmen');
    const accepted = render('/site/user/dashboard/5', {
      booking: {
        ...booking,
        state: 'accepted',
        role: 'owner',
        actions: ['upload_agreement', 'cancel'],
        invoiceAvailable: true,
      },
      view: 'open',
    });
    expect(accepted).toContain('Vereinbarung hochladen');
    expect(accepted).toContain('href="/api/user/bookings/5/invoice"');
    expect(accepted).not.toContain('Angebotstext');
  });

  it('lists a venue’s bookings by view with their totals', () => {
    const html = render('/site/user/package/requests/7/closed', {
      entry: ownLocation,
      view: 'closed',
      bookings: [{ ...booking, state: 'cancelled' }],
    });
    expect(html).toContain('Paketbuchungen für Seeblick');
    expect(html).toContain('href="/site/user/package/requests/7/view/5/closed"');
    expect(html).toContain('Storniert');
    expect(html).toContain('CHF 1&#x27;112.35');
  });
});

describe('the dashboard', () => {
  const data = (openBookings: object[]) => ({
    user: { first_name: 'Vera', last_name: 'Gastgeberin', email_verified: true },
    entries: { data: [] },
    analytics: { entries: [] },
    openBookings,
  });

  it('lists the open package bookings of the own venues, each to dashboard/{booking_id}', () => {
    const html = render('/site/user/dashboard', data([booking]));
    expect(html).toContain('<h2 id="dashboard-bookings">Offene Paketbuchungen</h2>');
    expect(html).toContain('<a href="/site/user/dashboard/5">PB-7KQ2M9XA</a>');
    expect(html).toContain('Seeblick');
  });

  it('says nothing of bookings when none is open', () => {
    expect(render('/site/user/dashboard', data([]))).not.toContain('Offene Paketbuchungen');
  });
});

describe('the package form', () => {
  const venue = {
    locationId: 7,
    name: 'Seeblick',
    roomIds: [3],
    rooms: [{ id: 3, name: 'Wintergarten' }],
    savedSections: [],
    halls: [
      { id: 1, name: 'Seesaal' },
      { id: 2, name: 'Salon' },
    ],
    packages: [{ id: 5, name: 'Seminartag', eventType: 'meeting', state: 'draft' }],
  };
  const pkg = (hallIds: number[]) => ({
    id: 5,
    locationId: 7,
    eventType: 'meeting',
    optionId: null,
    name: 'Seminartag',
    description: null,
    days: 2,
    timesOfDay: [['morning'], ['afternoon']],
    meals: ['lunch'],
    hallIds,
    overnight: false,
    highlightedSpecials: [],
    singlePriceRappen: 50000,
    pricePerPersonRappen: 8900,
    includedItems: ['wlan'],
    confirmations: [25],
    state: 'draft',
    publishedAt: null,
    createdAt: '2026-11-28T00:00:00Z',
    updatedAt: '2026-11-28T00:00:00Z',
  });
  const form = (hallIds: number[]) =>
    render('/site/user/packages/7/packages/5/edit', {
      venue,
      hallNames: venue.halls,
      options: null,
      package: pkg(hallIds),
    });

  it("labels the halls multi-select with the single hall or 'N Räume ausgewählt'", () => {
    expect(form([1, 2])).toContain('2 Räume ausgewählt');
    expect(form([2])).not.toContain('Räume ausgewählt');
    expect(form([2])).toContain('>Salon<');
  });

  it('shows lunch and dinner as switches, one time-of-day group per day and the meeting confirmation', () => {
    const html = form([1]);
    expect(html.match(/role="switch"/g)).toHaveLength(2);
    expect(html).toContain('Tag 2');
    expect(html).toContain('Ich bestätige die Bedingungen für Meeting / Seminar.');
    expect(html).toContain('<h1>Paket bearbeiten');
    // The section navigation names the venue's rooms (accommodation per room).
    expect(html).toContain('Übernachtung – Wintergarten');
  });
});
