import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { REDIRECTS, SERVICE_LABELS } from './site-migrations';

const redirects = [
  {
    from: '/site/_eventalp/hochzeit.html',
    to: '/site/_eventalp/1/hochzeitslocations',
    status: 301,
  },
  { from: '/site/extern/kontakt.html', to: '/site/extern/about_us.html#kontakt', status: 301 },
  {
    from: '/site/_redaktionell/52/magazin.html',
    to: '/site/_redaktionell/52/eventmagazin.html',
    status: 301,
  },
  { from: '/award', to: '/site/de/swisslocationaward', status: 302 },
];

const serviceLabels = [
  { label: 'home.newsletter.title', value: 'Newsletter abonnieren', fallback: 'Newsletter' },
  {
    label: 'home.newsletter.text',
    value: 'Inspiration, neue Locations und Event-Tipps einmal im Monat.',
    fallback: null,
  },
  { label: 'search.results.empty', value: null, fallback: 'Keine passenden Einträge gefunden.' },
  { label: 'footer.claim', value: 'Das Eventportal der Schweiz seit 2008.', fallback: null },
];

/** Initial redirects and service labels; the back office edits them later. */
export function demoSiteContent({ db }: PlatformServices): PluginSeed {
  return {
    name: 'site-content',
    async run() {
      await db(REDIRECTS).insert(redirects).onConflict('from').merge(['to', 'status']);
      await db(SERVICE_LABELS).insert(serviceLabels).onConflict('label').ignore();
    },
  };
}
