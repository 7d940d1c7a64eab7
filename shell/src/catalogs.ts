import type { MessageCatalogs } from '@eventalp/shell-kit';
import deAT from '../lang/de-AT.json';
import deCH from '../lang/de-CH.json';
import deDE from '../lang/de-DE.json';
import en from '../lang/en.json';
import fr from '../lang/fr.json';
import it from '../lang/it.json';

/** The shell's own messages (layout, auth modal, error pages), from `npm run i18n:extract`. */
export const catalogs: MessageCatalogs = {
  'de-CH': deCH,
  'de-DE': deDE,
  'de-AT': deAT,
  fr,
  it,
  en,
};
