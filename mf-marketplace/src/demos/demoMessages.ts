type Messages = Record<string, string>;

/**
 * The style guide's texts have catalogs of their own (`src/demos/lang`, package.json
 * `eventalp.separateCatalogs`): each is a chunk this page loads, so no other page of the
 * marketplace carries them.
 */
const CATALOGS: Record<string, () => Promise<{ default: Messages }>> = {
  'de-CH': () => import('./lang/de-CH.json', { with: { type: 'json' } }),
  'de-DE': () => import('./lang/de-DE.json', { with: { type: 'json' } }),
  'de-AT': () => import('./lang/de-AT.json', { with: { type: 'json' } }),
  fr: () => import('./lang/fr.json', { with: { type: 'json' } }),
  it: () => import('./lang/it.json', { with: { type: 'json' } }),
  en: () => import('./lang/en.json', { with: { type: 'json' } }),
};

/** The style guide's messages in `locale` (Swiss German for a locale without a catalog). */
export async function loadDemoMessages(locale: string): Promise<Messages> {
  const load = CATALOGS[locale] ?? CATALOGS['de-CH']!;
  return (await load()).default;
}
