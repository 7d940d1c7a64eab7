import { REGION_PAGE_PATTERN, regionPageList, regionPagePath } from '@eventalp/plugin-award/domain';
import { regionResultsUrl } from './RegionResults';

const props = (overrides: Record<string, string | null> = {}) => ({
  region: 'berner-oberland',
  year: '2025',
  list: 'awarded',
  site: 'https://www.eventalp.ch/irgendwo',
  lang: 'de-CH',
  ...overrides,
});

describe('the results element reads the site’s public region answer', () => {
  it.each([
    [
      {},
      'https://www.eventalp.ch/api/guest/award/partner-pages/berner-oberland?year=2025&list=awarded',
    ],
    [
      { list: 'nominated', year: null },
      'https://www.eventalp.ch/api/guest/award/partner-pages/berner-oberland?list=nominated',
    ],
    [
      { list: 'alles', year: '25' },
      'https://www.eventalp.ch/api/guest/award/partner-pages/berner-oberland?list=awarded',
    ],
    [{ region: 'Bern' }, null],
    [{ region: '../admin' }, null],
    [{ region: null }, null],
    [{ site: 'javascript:alert(1)' }, null],
    [{ site: 'keine adresse' }, null],
    [{ site: null }, null],
  ])('%j reads %s', (overrides, url) => {
    expect(regionResultsUrl(props(overrides))).toBe(url);
  });
});

describe('region page paths', () => {
  it.each([
    ['de', 'awarded', '/de/sla2025-ausgezeichnet-bern'],
    ['fr', 'nominated', '/fr/sla2025-nomine-bern'],
    ['it', 'awarded', '/it/sla2025-premiate-bern'],
    ['en', 'nominated', '/en/sla2025-nominated-bern'],
  ] as const)('%s %s is %s and back', (language, list, path) => {
    expect(regionPagePath(language, 2025, list, 'bern')).toBe(path);
    const match = REGION_PAGE_PATTERN.exec(path)!;
    expect(regionPageList(match.groups!.suffix!)).toBe(list);
    expect(match.groups!.slug).toBe('bern');
  });

  it('knows no other suffix', () => {
    expect(regionPageList('gewonnen')).toBeNull();
    expect(REGION_PAGE_PATTERN.test('/de/sla2025-nominiert-Bern')).toBe(false);
  });
});
