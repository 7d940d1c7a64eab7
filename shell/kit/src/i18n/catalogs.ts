import type { Locale } from './locales';

/** One compiled message catalog, as `formatjs extract --format simple` writes them. */
export type Messages = Record<string, string>;

/** A catalog in the bundle, or the loader of its own chunk: `() => import('../lang/fr.json')`. */
export type CatalogSource = Messages | (() => Promise<Messages | { default: Messages }>);

/**
 * A front end's catalogs. The default locale's is always in the bundle (every other falls back
 * to it); the others may be loaded on first use, so a page carries only the languages it shows.
 */
export type MessageCatalogs = { readonly 'de-CH': Messages } & {
  readonly [locale in Locale]: CatalogSource;
};

const ready = new WeakMap<MessageCatalogs, Map<Locale, Messages>>();

function remember(catalogs: MessageCatalogs, locale: Locale, own: Messages): Messages {
  const messages = { ...catalogs['de-CH'], ...own };
  let byLocale = ready.get(catalogs);
  if (!byLocale) ready.set(catalogs, (byLocale = new Map()));
  byLocale.set(locale, messages);
  return messages;
}

/** The messages of `locale` over the default's, or null while its chunk is not loaded yet. */
export function messagesOf(catalogs: MessageCatalogs, locale: Locale): Messages | null {
  const known = ready.get(catalogs)?.get(locale);
  if (known) return known;
  const source = catalogs[locale];
  return typeof source === 'function' ? null : remember(catalogs, locale, source);
}

/** The messages of `locale` over the default's, loading its chunk the first time. */
export async function loadMessages(catalogs: MessageCatalogs, locale: Locale): Promise<Messages> {
  const known = messagesOf(catalogs, locale);
  if (known) return known;
  const loaded = await (catalogs[locale] as () => Promise<Messages | { default: Messages }>)();
  const own = typeof loaded.default === 'object' ? (loaded.default as Messages) : loaded;
  return remember(catalogs, locale, own as Messages);
}
