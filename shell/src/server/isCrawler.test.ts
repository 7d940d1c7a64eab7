import { isCrawler } from './isCrawler';

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
    [
      'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [undefined, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isCrawler(userAgent)).toBe(expected);
  });
});
