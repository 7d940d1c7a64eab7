import { detail, photo, room } from '../testing/catalogFixtures';
import { renderForTest } from '../testing/testPlatform';
import { DetailPage } from './DetailPage';

const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('DetailPage (server render)', () => {
  it('shows no section without data, and the section nav only when there are sections to link', () => {
    const html = renderForTest(<DetailPage data={detail()} />);
    expect(headings(html)).toEqual([
      'Eckdaten',
      'Anfrage an Schloss Laufen am Rheinfall',
      'Adresse und Anreise',
      'Kontakt',
    ]);
    expect(html).not.toContain('ea-mosaic');
    expect(html).not.toContain('ea-section-nav');
  });

  it('renders the mosaic, the key facts, the enquiry card once and every section with data', () => {
    const html = renderForTest(
      <DetailPage
        data={detail({
          summary: 'Hoch über dem Rheinfall.',
          rooms: [room()],
          rooms_count: 1,
          photos: [photo(1), photo(2), photo(3)],
          prices: [{ id: 1, service: 'Raummiete', price: 900, unit: 'pro Tag', pdf: photo(9) }],
          reviews: [
            {
              id: 1,
              company: 'Muster AG',
              date: '2025-05-01T00:00:00.000Z',
              rating: 5,
              description: 'Wunderbar.',
              image: null,
            },
          ],
          rating: { average: 5, count: 1 },
          faq: {
            parking: true,
            free_parking: null,
            own_catering: null,
            barrier_free: null,
            daylight: null,
            double_rooms: null,
            single_rooms: null,
          },
          special_deal: { title: 'Winter', subtitle: null, description: null, discount: '-10%' },
        })}
      />,
    );
    expect(headings(html)).toEqual([
      'Eckdaten',
      'Spezialangebot: Winter -10%',
      'Anfrage an Schloss Laufen am Rheinfall',
      'Beschreibung',
      'Räume',
      'Preise',
      'Bewertungen',
      'Häufige Fragen',
      'Adresse und Anreise',
      'Kontakt',
    ]);
    expect(html.match(/class="ea-mosaic__tile"/g)).toHaveLength(3);
    expect(html).toContain('Alle Fotos anzeigen (3)');
    expect(html.match(/aria-labelledby="ea-request"/g)).toHaveLength(1);
    expect(html).toContain('Location merken');
    expect(html).toContain('bis 200 Personen');
    expect(html).toContain('<summary>Gibt es Parkplätze?</summary><p>Ja</p>');
    expect(html).toContain('Preisliste Raummiete (PDF)');
    expect(html).toMatch(/<a href="#ea-reviews">Bewertungen<\/a>/);
    expect(html).not.toMatch(/<a href="#ea-videos">/);
  });
});
