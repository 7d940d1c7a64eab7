import type { MessageCatalogs } from '@eventalp/shell-kit';
import deAT from '../lang/de-AT.json';
import deCH from '../lang/de-CH.json';
import deDE from '../lang/de-DE.json';
import en from '../lang/en.json';
import fr from '../lang/fr.json';
import it from '../lang/it.json';

/** Catalogs written by `npm run i18n:extract`; all are small, so all are bundled. */
export const catalogs: MessageCatalogs = {
  'de-CH': deCH,
  'de-DE': deDE,
  'de-AT': deAT,
  fr,
  it,
  en,
};
