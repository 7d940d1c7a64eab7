import { ratingPageUrl } from './RatingCallToAction';

describe('the rating call-to-action’s address', () => {
  it.each([
    [
      { venue: 'abcdefgh2k', site: 'https://www.eventalp.ch', lang: 'fr' },
      'https://www.eventalp.ch/site/fr/abcdefgh2k',
    ],
    [
      { venue: 'abcdefgh2k', site: 'https://www.eventalp.ch/any/path', lang: 'de-AT' },
      'https://www.eventalp.ch/site/de/abcdefgh2k',
    ],
    [
      { venue: 'abcdefgh2k', site: 'http://localhost:3000', lang: null },
      'http://localhost:3000/site/de/abcdefgh2k',
    ],
    [{ venue: 'abcdefghik', site: 'https://www.eventalp.ch', lang: 'de' }, null],
    [{ venue: 'abcdefgh2k', site: 'javascript:alert(1)', lang: 'de' }, null],
    [{ venue: 'abcdefgh2k', site: 'nicht eine adresse', lang: 'de' }, null],
    [{ venue: null, site: 'https://www.eventalp.ch', lang: 'de' }, null],
  ])('%j opens %s', (props, url) => {
    expect(ratingPageUrl(props)).toBe(url);
  });
});
