import type { AreaCatalogs } from '@eventalp/shell-ui';

/** The package search's texts (package.json `eventalp.separateCatalogs`), a chunk per language. */
export const packageSearchCatalogs: AreaCatalogs = {
  'de-CH': () => import('./lang/de-CH.json', { with: { type: 'json' } }),
  'de-DE': () => import('./lang/de-DE.json', { with: { type: 'json' } }),
  'de-AT': () => import('./lang/de-AT.json', { with: { type: 'json' } }),
  fr: () => import('./lang/fr.json', { with: { type: 'json' } }),
  it: () => import('./lang/it.json', { with: { type: 'json' } }),
  en: () => import('./lang/en.json', { with: { type: 'json' } }),
};
