/** @jest-environment jsdom */
import {
  defaultChoice,
  formatChf,
  offerMessages,
  packagePrice,
  priceInputOf,
} from '@eventalp/plugin-packages/domain';
import {
  createPlatform,
  createPlatformClient,
  I18nProvider,
  PlatformProvider,
} from '@eventalp/shell-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { catalogs } from '../catalogs';
import { PACKAGE_OFFER_SAMPLE_PATH, packageOfferSample } from '@eventalp/plugin-packages/testing';
import { renderForTest } from '../testing/testPlatform';
import deCH from './lang/de-CH.json';
import { offerHead } from './packageOfferModule';
import { PackageDetailPage, PackageReservationPage, PackageSummaryPage } from './PackageOfferPages';

const today = '2027-05-01';
const offer = packageOfferSample();
const data = { offer, choice: defaultChoice(offer, today), today };
const totalOf = (choice = data.choice) => packagePrice(priceInputOf(offer, choice)).total;

function renderInPage(children: ReactNode) {
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user: null },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
    },
    { http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => null }), storage: null },
  );
  return render(
    <PlatformProvider platform={platform}>
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        {children}
      </I18nProvider>
    </PlatformProvider>,
  );
}

const totalRow = () => screen.getByRole('row', { name: /Total inkl\. MWST/ }).textContent;
/** CHF as React writes it into HTML (the apostrophe escaped). */
const chfInHtml = (rappen: number) => formatChf(rappen).replace("'", '&#x27;');

describe('the package detail page (server render)', () => {
  it('shows the package, its venue, days, meals, halls, conditions and the priced default choice', () => {
    const html = renderForTest(<PackageDetailPage data={data} />);
    expect(html).toContain('<h1>Hochzeit am See &amp; Brunch</h1>');
    expect(html).toContain(
      '<a href="/site/_eventalp/1/hotel/3/seehotel-thalwil.html">Seehotel</a>',
    );
    expect(html).toContain('Hochzeit · Trauung');
    expect(html).toContain('Tag 1: Abend (18–23 Uhr)');
    expect(html).toContain('Mit Übernachtung (1 Nacht)');
    expect(html).toContain('Tische und Stühle');
    expect(html).toContain('Bootsfahrt bei Sonnenuntergang');
    expect(html).toContain('Theater: bis 40 Personen');
    expect(html).toContain(`18–23 Uhr: ${formatChf(90000)} pro Tag`);
    expect(html).toContain('Kostenlos bis 30 Tage vorher.');
    expect(html).toContain('MWST 8.1 %');
    expect(html).toContain(chfInHtml(totalOf()));
    expect(html).toContain(
      `href="/site/_package_summary/7/hochzeit-am-see-und-brunch/wedding/3/seehotel-thalwil?date=2027-05-04&amp;persons=10&amp;halls=11-4&amp;room=5&amp;rooms=1"`,
    );
  });

  it('shows the venue’s first photo above the package, loaded first; none without a photo', () => {
    const photo = '/media/12/conversions/seehotel-600.jpg';
    const withPhoto = { ...data, offer: { ...offer, venue: { ...offer.venue, photo } } };
    const html = renderForTest(<PackageDetailPage data={withPhoto} />);
    expect(html).toContain(
      `<img class="ea-package__photo" src="${photo}" alt="Seehotel" fetchPriority="high"/>`,
    );
    expect(renderForTest(<PackageDetailPage data={data} />)).not.toContain('ea-package__photo');
  });

  it('sends the summary on to the reservation with the same choice', () => {
    const html = renderForTest(<PackageSummaryPage data={data} />);
    expect(html).toContain('Zusammenfassung: Hochzeit am See &amp; Brunch');
    expect(html).toMatch(
      /href="\/site\/_package_reservation\/7\/[^"]+\?date=2027-05-04[^"]*">Jetzt reservieren/,
    );
  });

  it('shows the choice, its price and the contact form on the reservation page', () => {
    const html = renderForTest(<PackageReservationPage data={data} />);
    expect(html).toContain('Deine Auswahl');
    expect(html).toContain(chfInHtml(totalOf()));
    expect(html).toContain('Reservierung senden');
  });

  it('refuses to reserve a busy day and says why', () => {
    const html = renderForTest(
      <PackageReservationPage data={{ ...data, choice: { ...data.choice, date: '2027-05-02' } }} />,
    );
    expect(html).toContain(offerMessages.dateBusy);
    expect(html).not.toContain('Reservierung senden');
  });
});

describe('the calculator (in the browser)', () => {
  it('prices again when persons or a hall’s slot change', () => {
    renderInPage(<PackageDetailPage data={data} />);
    expect(totalRow()).toContain(formatChf(totalOf()));

    fireEvent.change(screen.getByLabelText('Anzahl Personen'), { target: { value: '21' } });
    const more = { ...data.choice, persons: 21 };
    expect(totalRow()).toContain(formatChf(totalOf(more)));
    expect(screen.getByRole('row', { name: /Paket Einzelperson/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Seesaal'), { target: { value: '9' } });
    const wholeDay = { ...more, halls: [{ hallId: 11, slotId: 9 }] };
    expect(totalRow()).toContain(formatChf(totalOf(wholeDay)));
    expect(
      within(screen.getByRole('table')).getByText(`2 Tage × ${formatChf(150000)}`),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Weiter zur Zusammenfassung' }).getAttribute('href'),
    ).toContain('persons=21&halls=11-9');
  });

  it('refuses a busy date in German and shows no price until it is changed', () => {
    renderInPage(<PackageDetailPage data={data} />);
    fireEvent.change(screen.getByLabelText('Datum (erster Tag)'), {
      target: { value: '2027-05-03' },
    });
    expect(screen.getByText(offerMessages.dateBusy)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(screen.getByLabelText('Datum (erster Tag)'), {
      target: { value: '2027-06-10' },
    });
    expect(screen.getByRole('row', { name: /Zuschlag 10 %/ })).toBeTruthy();
  });
});

describe('the head of a package page', () => {
  const intl = createIntl({ locale: 'de-CH', messages: deCH });
  const context = { params: {}, origin: 'https://www.eventalp.ch' };

  it('names the package, points to its canonical path and describes it as an Offer', () => {
    const head = offerHead('detail', data, intl, context);
    expect(head).toMatchObject({
      title: 'Hochzeit am See & Brunch – Paket bei Seehotel',
      canonicalPath: PACKAGE_OFFER_SAMPLE_PATH,
    });
    expect(head.description).toContain('Hochzeit bei Seehotel, Thalwil: 2 Tage');
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        url: `https://www.eventalp.ch${PACKAGE_OFFER_SAMPLE_PATH}`,
        price: (totalOf() / 100).toFixed(2),
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        itemOffered: expect.objectContaining({ '@type': 'Service', name: offer.package.name }),
        seller: expect.objectContaining({
          '@type': ['Place', 'Organization'],
          name: 'Seehotel',
          url: 'https://www.eventalp.ch/site/_eventalp/1/hotel/3/seehotel-thalwil.html',
        }),
      }),
    ]);
  });

  it('keeps the summary and the reservation out of the index, pointing to the detail page', () => {
    const head = offerHead('reservation', data, intl, context);
    expect(head).toMatchObject({
      robots: 'noindex,follow',
      canonicalPath: PACKAGE_OFFER_SAMPLE_PATH,
    });
    expect(head.jsonLd).toBeUndefined();
  });
});
