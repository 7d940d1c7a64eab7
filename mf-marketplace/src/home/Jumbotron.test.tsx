import { renderForTest } from '../testing/testPlatform';
import type { AwardCampaigns } from './awardRibbonLinks';
import type { OfferType } from './homeData';
import { Jumbotron } from './Jumbotron';

const type = (value: string, labelHome: string, description: string, display = true) => ({
  value,
  label: labelHome,
  labelHome,
  description,
  route: `/route/${value}`,
  display,
});
const offerTypes: OfferType[] = [
  type('location', 'Location', 'Ich suche eine...'),
  type('catering', 'Catering & Partyservice', 'Ich suche einen...'),
  type('video__foto', 'Foto & Video', 'Ich suche...', false),
];
const INSTANTS = { starts_at: '2026-03-01T00:00:00.000Z', ends_at: '2026-04-01T00:00:00.000Z' };
const inactive = { active: 0, state: 'after', ...INSTANTS } as const;
const award: AwardCampaigns = {
  year: 2026,
  windows: {
    award: inactive,
    winner: { active: 1, state: 'running', ...INSTANTS },
    nomination: inactive,
    warm_up: inactive,
    pre_voting: inactive,
    confirmation: inactive,
    hide_ratings: inactive,
    hide_email: inactive,
  },
};

/** The options of the offer-type dropdown's list box. */
const optionsOf = (html: string) =>
  [...html.matchAll(/<li[^>]*role="option"[^>]*>([^<]+)<\/li>/g)].map((match) => match[1]);

const render = (countryCategory: 1 | 2 | 3, types = offerTypes) =>
  renderForTest(<Jumbotron offerTypes={types} headers={[]} award={award} />, { countryCategory });

describe('Jumbotron (server render)', () => {
  it('offers every displayed type in Switzerland, sorted, with the location chosen', () => {
    const html = render(1);
    expect(html).toContain('<h1');
    expect(html).toContain('Plane einzigartige Anlässe auf dem grössten Eventportal der Schweiz.');
    expect(optionsOf(html)).toEqual(['Catering &amp; Partyservice', 'Location']);
    expect(html).toMatch(/<span id="[^"]+" class="ea-select__label">Ich suche eine...<\/span>/);
    expect(html).toMatch(/role="combobox"[^>]*>/);
    expect(html).not.toMatch(/role="combobox"[^>]*aria-disabled/);
    expect(html).toMatch(/<span class="ea-select__value">Location<\/span>/);
    expect(html).toContain('href="/route/location"');
    expect(html).toContain('Ausgezeichnete Locations 2026');
  });

  it.each([2, 3] as const)(
    'offers only the first type, not selectable, and no award ribbon in country %i',
    (country) => {
      const html = render(country);
      expect(html).toContain('Organisiere einzigartige Anlässe in wenigen Klicks.');
      expect(html).toMatch(/role="combobox"[^>]*aria-disabled="true"/);
      expect(optionsOf(html)).toEqual(['Location']);
      expect(html).not.toContain('Ausgezeichnete Locations');
    },
  );

  it('shows the offer types as tiles with their icons and prompts, the chosen one pressed', () => {
    const html = render(1);
    const tiles = [
      ...html.matchAll(
        /<button type="button" class="ea-offer-tile" aria-pressed="(true|false)"><svg[^>]*data-icon="([^"]+)"[^>]*>.*?<\/svg><span class="ea-offer-tile__prompt">([^<]+)<\/span><span class="ea-offer-tile__label">([^<]+)<\/span>/g,
      ),
    ].map(([, pressed, icon, prompt, label]) => [pressed, icon, prompt, label]);
    expect(tiles).toEqual([
      ['false', 'catering', 'Ich suche einen...', 'Catering &amp; Partyservice'],
      ['true', 'location', 'Ich suche eine...', 'Location'],
    ]);
  });

  it.each([2, 3] as const)('shows no tiles when nothing can be chosen (country %i)', (country) => {
    expect(render(country)).not.toContain('ea-offer-tile');
  });

  it('asks to choose a category when there is none, with a button that does nothing', () => {
    const html = render(1, []);
    expect(html).toMatch(/<button type="button" class="ea-button" disabled="">Choose a category/);
    expect(html).not.toContain('Resultate anzeigen');
  });
});

describe('Jumbotron header pictures', () => {
  const media = (name: string, width: number, height: number) => ({
    id: width,
    name,
    title: null,
    slot: null,
    mime_type: 'image/jpeg',
    url: `/storage/1/${name}.jpg`,
    width,
    height,
    candidates: [768, 1920].map((candidate) => ({
      width: candidate,
      url: `/storage/1/conversions/${name}-${candidate}.jpg`,
    })),
    src: `/storage/1/${name}.jpg`,
    srcset: '',
    responsive_images: { media_library_original: { urls: [] } },
  });

  it('lets the browser take the mobile image below md in portrait, before any script', () => {
    const html = renderForTest(
      <Jumbotron
        offerTypes={offerTypes}
        headers={[
          {
            id: 1,
            name: 'See',
            category: 'location',
            image: media('wide', 1920, 800),
            mobile_image: media('tall', 800, 1200),
          },
        ]}
        award={award}
      />,
      { countryCategory: 1 },
    );
    expect(html).toMatch(
      /<picture><source media="\(max-width: 767px\) and \(orientation: portrait\)" srcSet="[^"]*tall-768\.jpg/,
    );
    expect(html).toMatch(/<img[^>]*src="[^"]*wide-1920\.jpg"[^>]*fetchPriority="high"/);
  });

  it('serves only the first slide with a picture; the others follow once the page has loaded', () => {
    const header = (id: number, name: string) => ({
      id,
      name,
      category: 'location',
      image: media(name, 1920, 800),
      mobile_image: null,
    });
    const html = renderForTest(
      <Jumbotron
        offerTypes={offerTypes}
        headers={[header(1, 'first'), header(2, 'second'), header(3, 'third')]}
        award={award}
      />,
      { countryCategory: 1 },
    );
    expect(html.match(/class="ea-jumbotron__slide/g)).toHaveLength(3);
    expect(html).toContain('first-1920.jpg');
    expect(html).not.toContain('second-1920.jpg');
    expect(html).not.toContain('third-1920.jpg');
  });
});
