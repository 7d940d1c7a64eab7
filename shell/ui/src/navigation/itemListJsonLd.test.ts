import { itemListJsonLd } from './itemListJsonLd';

describe('itemListJsonLd', () => {
  it('counts positions over the whole list and writes absolute URLs', () => {
    expect(
      itemListJsonLd('https://www.eventalp.ch', 'Eventjobs', [{ name: 'Koch', path: '/j/1' }], {
        page: 2,
        perPage: 10,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Eventjobs',
      itemListElement: [
        { '@type': 'ListItem', position: 11, url: 'https://www.eventalp.ch/j/1', name: 'Koch' },
      ],
    });
  });
});
