import type { MessageCatalogs } from '@eventalp/shell-kit';
import deCH from '../lang/de-CH.json';

/**
 * Catalogs written by `npm run i18n:extract`. The Swiss German one is in the bundle (the default
 * and the base every other catalog is laid over); German and Austrian German, French, Italian and
 * English come as chunks of their own, loaded before the first render in that language.
 */
export const catalogs: MessageCatalogs = {
  'de-CH': deCH,
  'de-DE': () => import('../lang/de-DE.json', { with: { type: 'json' } }),
  'de-AT': () => import('../lang/de-AT.json', { with: { type: 'json' } }),
  fr: () => import('../lang/fr.json', { with: { type: 'json' } }),
  it: () => import('../lang/it.json', { with: { type: 'json' } }),
  en: () => import('../lang/en.json', { with: { type: 'json' } }),
};
