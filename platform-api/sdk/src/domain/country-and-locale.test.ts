import { countryCategoryFromHost, localeFromRequest } from './country-and-locale';

describe('countryCategoryFromHost', () => {
  it.each([
    ['eventalp.ch', 1],
    ['www.eventalp.ch', 1],
    ['eventalp.li', 1],
    ['localhost:3000', 1],
    ['127.0.0.1', 1],
    ['eventalp.de', 2],
    ['www.eventalp.com', 2],
    ['EVENTALP.DE:443', 2],
    ['eventalp.at', 3],
    ['www.eventalp.at.', 3],
  ])('%s gives %i', (host, expected) => {
    expect(countryCategoryFromHost(host)).toBe(expected);
  });
});

describe('localeFromRequest', () => {
  it.each([
    ['', '', 'de-CH'],
    ['fr', 'de-DE', 'fr'],
    ['xx', 'it-CH,it;q=0.9', 'it'],
    ['', 'de-DE,de;q=0.9', 'de-DE'],
    ['', 'de-LU', 'de-CH'],
    ['', 'es-ES,en;q=0.5', 'en'],
    ['', 'fr;q=0.2,en;q=0.8', 'en'],
    ['', 'ja', 'de-CH'],
  ])('explicit %p with Accept-Language %p gives %s', (explicit, header, expected) => {
    expect(localeFromRequest(explicit, header)).toBe(expected);
  });
});
