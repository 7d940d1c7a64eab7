import type { MessageCatalogs } from '@eventalp/shell-kit';
import deAT from '../lang/de-AT.json';
import deCH from '../lang/de-CH.json';
import deDE from '../lang/de-DE.json';

/**
 * Catalogs written by `npm run i18n:extract`. The German ones are in the bundle (every page of the
 * three country domains speaks them); French, Italian and English come as chunks of their own
 * when a page is shown in them.
 */
export const catalogs: MessageCatalogs = {
  'de-CH': deCH,
  'de-DE': deDE,
  'de-AT': deAT,
  fr: () => import('../lang/fr.json', { with: { type: 'json' } }),
  it: () => import('../lang/it.json', { with: { type: 'json' } }),
  en: () => import('../lang/en.json', { with: { type: 'json' } }),
};
