import { countryCategoryFromHost } from './countryCategoryFromHost';

describe('countryCategoryFromHost', () => {
  it.each([
    ['eventalp.ch', 1],
    ['www.eventalp.ch', 1],
    ['localhost', 1],
    ['localhost:3000', 1],
    ['127.0.0.1', 1],
    ['eventalp.li', 1],
    ['eventalp.com', 2],
    ['www.eventalp.de', 2],
    ['EVENTALP.DE', 2],
    ['eventalp.de:443', 2],
    ['eventalp.at', 3],
    ['www.eventalp.at.', 3],
    ['eventalp.at.example.ch', 1],
    ['dechrome.ch', 1],
  ])('%s gives category %i', (host, category) => {
    expect(countryCategoryFromHost(host)).toBe(category);
  });
});
