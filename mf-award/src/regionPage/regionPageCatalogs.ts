import type { AreaCatalogs } from '@eventalp/shell-ui';

/**
 * The region pages's texts (package.json `eventalp.separateCatalogs`). Each language is one chunk
 * for every award area (`award-texts-<locale>`), fetched only when a page of an area loads in the
 * browser: fewer chunks in the chunk map that every award page loads.
 */
export const regionPageCatalogs: AreaCatalogs = {
  'de-CH': () =>
    import(/* webpackChunkName: "award-texts-de-CH" */ './lang/de-CH.json', {
      with: { type: 'json' },
    }),
  'de-DE': () =>
    import(/* webpackChunkName: "award-texts-de-DE" */ './lang/de-DE.json', {
      with: { type: 'json' },
    }),
  'de-AT': () =>
    import(/* webpackChunkName: "award-texts-de-AT" */ './lang/de-AT.json', {
      with: { type: 'json' },
    }),
  fr: () =>
    import(/* webpackChunkName: "award-texts-fr" */ './lang/fr.json', { with: { type: 'json' } }),
  it: () =>
    import(/* webpackChunkName: "award-texts-it" */ './lang/it.json', { with: { type: 'json' } }),
  en: () =>
    import(/* webpackChunkName: "award-texts-en" */ './lang/en.json', { with: { type: 'json' } }),
};
