import { RankingTier } from '@eventalp/plugin-catalog/domain';
import { card } from '../testing/catalogFixtures';
import { renderForTest } from '../testing/testPlatform';
import { ResultCard } from './ResultCard';

const count = (html: string, text: string) => html.split(text).length - 1;

describe('ResultCard', () => {
  it.each([
    ['basis', RankingTier.basis, 1, false, false],
    ['grund', RankingTier.grund, 1, false, false],
    ['premium', RankingTier.premium, 3, true, true],
    ['boost', RankingTier.boost, 3, true, true],
  ])(
    'a %s card shows %i photo(s), slider %s, bookmark %s',
    (_tier, typeId, photos, slider, favourite) => {
      const html = renderForTest(<ResultCard card={card({ type_id: typeId })} index={0} />);
      expect(count(html, '<img ')).toBe(photos);
      expect(html.includes('aria-roledescription="carousel"')).toBe(slider);
      expect(html.includes('Merken')).toBe(favourite);
    },
  );

  it('has no slider on the map, and no bookmark on package search or award cards', () => {
    const premium = card({ type_id: RankingTier.premium });
    const onMap = renderForTest(<ResultCard card={premium} index={0} context={{ onMap: true }} />);
    expect(onMap).not.toContain('carousel');
    expect(onMap).toContain('Merken');
    const packages = renderForTest(
      <ResultCard card={premium} index={0} context={{ route: 'package.search' }} />,
    );
    expect(packages).not.toContain('Merken');
    const award = renderForTest(
      <ResultCard card={premium} index={0} context={{ awardCard: true }} />,
    );
    expect(award).not.toContain('Merken');
  });

  it('loads the first image of the first three results eagerly, later ones lazily', () => {
    const basis = card({ type_id: RankingTier.basis });
    expect(renderForTest(<ResultCard card={basis} index={2} />)).toContain('loading="eager"');
    const later = renderForTest(<ResultCard card={basis} index={3} />);
    expect(later).toContain('loading="lazy"');
    expect(later).toContain('ea-image--placeholder');
  });

  it('fetches the first result’s image first: it is the largest paint on phones', () => {
    const premium = card({ type_id: RankingTier.premium });
    const first = renderForTest(<ResultCard card={premium} index={0} />);
    expect(first.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1);
    expect(renderForTest(<ResultCard card={premium} index={1} />)).not.toContain('fetchPriority');
  });

  it('links the name to the detail page and shows label and special deal', () => {
    const html = renderForTest(
      <ResultCard
        card={card({
          special_deal: true,
          label: { text: 'Neu', color: '#c8102e', text_color: '#fff' },
        })}
        index={0}
      />,
    );
    expect(html).toContain(
      '<a href="/site/_eventalp/516/hochzeitslocations/42/schloss-laufen.html">Schloss Laufen am Rheinfall</a>',
    );
    expect(html).toContain('>Neu</span>');
    expect(html).toContain('Spezialangebot');
  });

  it('lists category and place as facts, the place with a pin', () => {
    const location = renderForTest(<ResultCard card={card()} index={0} />);
    expect(location).toContain(
      '<ul class="ea-card__facts"><li>Hochzeitslocations</li><li><span class="ea-icon ea-icon--map-pin ea-card__fact-icon" aria-hidden="true"></span>8447 Laufen-Uhwiesen, Zürich</li></ul>',
    );
    const withoutPlace = renderForTest(
      <ResultCard card={card({ place: null, zip: null, region: null })} index={0} />,
    );
    expect(withoutPlace).toContain('<ul class="ea-card__facts"><li>Hochzeitslocations</li></ul>');
  });
});
