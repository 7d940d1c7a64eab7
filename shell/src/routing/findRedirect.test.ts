import { findRedirect, indexRedirects, type RedirectRow } from './findRedirect';

const rows: RedirectRow[] = [
  { from: '/site/extern/kontakt.html', to: '/site/extern/about_us.html#kontakt', status: 301 },
  { from: '/award', to: '/site/de/swisslocationaward', status: 302 },
  { from: '/alt/liste?seite=2', to: '/locations?page=2', status: 301 },
  { from: '/weg', to: 'https://example.ch/neu', status: 308 },
  { from: '/Award/', to: '/second-row-of-the-same-path', status: 301 },
];
const index = indexRedirects(rows);

describe('findRedirect', () => {
  it.each([
    ['/site/extern/kontakt.html', '', '/site/extern/about_us.html#kontakt', 301],
    ['/site/extern/Kontakt.html/', '', '/site/extern/about_us.html#kontakt', 301],
    ['/site/extern/kontakt.html', '?a=1', '/site/extern/about_us.html?a=1#kontakt', 301],
    ['/award', '', '/site/de/swisslocationaward', 302],
    ['/award/', '?x=1', '/site/de/swisslocationaward?x=1', 302],
    ['/alt/liste', '?seite=2', '/locations?page=2', 301],
    ['/weg', '', 'https://example.ch/neu', 301],
  ])('%s%s → %s (%i)', (path, search, location, status) => {
    expect(findRedirect(index, path, search)).toEqual({ location, status });
  });

  it.each([
    ['/site/extern/kontakt', ''],
    ['/alt/liste', ''],
    ['/alt/liste', '?seite=3'],
    ['/', ''],
  ])('%s%s has no redirect', (path, search) => {
    expect(findRedirect(index, path, search)).toBeNull();
  });
});
