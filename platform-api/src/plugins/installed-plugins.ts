import type { PluginDefinition } from '@eventalp/platform-sdk';
import { accountsPlugin } from '@eventalp/plugin-accounts';
import { analyticsPlugin } from '@eventalp/plugin-analytics';
import { awardPlugin } from '@eventalp/plugin-award';
import { catalogPlugin } from '@eventalp/plugin-catalog';
import { homePlugin } from '@eventalp/plugin-home';
import { jobsPlugin } from '@eventalp/plugin-jobs';
import { magazinePlugin } from '@eventalp/plugin-magazine';
import { mediaPlugin } from '@eventalp/plugin-media';
import { newsletterPlugin } from '@eventalp/plugin-newsletter';
import { packagesPlugin } from '@eventalp/plugin-packages';
import { requestsPlugin } from '@eventalp/plugin-requests';
import { searchPlugin } from '@eventalp/plugin-search';
import { shortlistsPlugin } from '@eventalp/plugin-shortlists';
import { sitePlugin } from '@eventalp/plugin-site';
import { taxonomyPlugin } from '@eventalp/plugin-taxonomy';

/** The domain plugins this platform runs; the loader orders them by their dependencies. */
export const installedPlugins: readonly PluginDefinition[] = [
  accountsPlugin,
  taxonomyPlugin,
  mediaPlugin,
  catalogPlugin,
  analyticsPlugin,
  requestsPlugin,
  searchPlugin,
  sitePlugin,
  magazinePlugin,
  jobsPlugin,
  packagesPlugin,
  awardPlugin,
  homePlugin,
  newsletterPlugin,
  shortlistsPlugin,
];
