import { loadMessages, messagesOf, type MessageCatalogs } from './catalogs';

function catalogsWithChunks(): { catalogs: MessageCatalogs; loads: string[] } {
  const loads: string[] = [];
  const chunk = (locale: string, messages: Record<string, string>) => async () => {
    loads.push(locale);
    return { default: messages };
  };
  const catalogs: MessageCatalogs = {
    'de-CH': { 'home.title': 'Dein Moment. Dein Event.', 'home.more': 'Mehr entdecken' },
    'de-DE': { 'home.title': 'Dein Moment. Dein Event.' },
    'de-AT': {},
    fr: chunk('fr', { 'home.title': 'Ton moment. Ton événement.' }),
    it: chunk('it', {}),
    en: async () => ({ 'home.title': 'Your moment. Your event.' }),
  };
  return { catalogs, loads };
}

describe('message catalogs', () => {
  it('gives bundled catalogs at once, over the default locale’s', () => {
    const { catalogs } = catalogsWithChunks();
    expect(messagesOf(catalogs, 'de-AT')).toEqual({
      'home.title': 'Dein Moment. Dein Event.',
      'home.more': 'Mehr entdecken',
    });
  });

  it('has nothing for a catalog of its own chunk until it is loaded, then keeps it', async () => {
    const { catalogs, loads } = catalogsWithChunks();
    expect(messagesOf(catalogs, 'fr')).toBeNull();
    await expect(loadMessages(catalogs, 'fr')).resolves.toEqual({
      'home.title': 'Ton moment. Ton événement.',
      'home.more': 'Mehr entdecken',
    });
    expect(messagesOf(catalogs, 'fr')?.['home.title']).toBe('Ton moment. Ton événement.');
    await loadMessages(catalogs, 'fr');
    expect(loads).toEqual(['fr']);
  });

  it('takes a loader that answers the messages themselves (not a JSON module)', async () => {
    const { catalogs } = catalogsWithChunks();
    await expect(loadMessages(catalogs, 'en')).resolves.toMatchObject({
      'home.title': 'Your moment. Your event.',
    });
  });
});
