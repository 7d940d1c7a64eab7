import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import italianMessages from 'ra-language-italian';
import { backofficeI18nProvider } from './i18nProvider';
import { raItalianSupplement } from './raItalianSupplement';

/** Every text key of react-admin's English catalog, as dotted paths. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("react-admin's texts in the back office", () => {
  it('are German for the German locales, the row checkbox and the autocomplete included', () => {
    const german = backofficeI18nProvider('de-CH');
    expect(german.translate('ra.action.select_row')).toBe('Diese Zeile auswählen');
    expect(german.translate('ra.action.open')).toBe('Öffnen');
    expect(german.translate('ra.navigation.page', { page: 3 })).toBe('Zu Seite 3');
    expect(german.translate('ra.action.save')).toBe('Speichern');
    // An empty list with a plural name reads right.
    expect(german.translate('ra.page.empty', { name: 'Paketbuchungen' })).toBe(
      'Paketbuchungen: noch keine Einträge.',
    );
  });

  it('leave no English text in German for the actions, pages, messages, navigation and sorting', () => {
    const german = backofficeI18nProvider('de-DE');
    const english = backofficeI18nProvider('en');
    const shown = keysOf(englishMessages as unknown as Record<string, unknown>).filter((key) =>
      /^ra\.(action|page|message|navigation|sort|notification|auth|validation)\./.test(key),
    );
    expect(shown.length).toBeGreaterThan(100);
    const stillEnglish = shown.filter(
      (key) =>
        german.translate(key, { _: key }) === english.translate(key, { _: key }) &&
        // The same word in both languages.
        !['ra.page.dashboard', 'ra.page.list', 'ra.message.details'].includes(key),
    );
    expect(stillEnglish).toEqual([]);
  });

  it.each([
    ['fr', frenchMessages as unknown as Record<string, unknown>, {}],
    ['it', italianMessages as Record<string, unknown>, raItalianSupplement],
  ])(
    'every text of the English catalog exists in the %s catalog (with our supplement)',
    (_language, catalog, supplement) => {
      const has = (messages: Record<string, unknown>, key: string) =>
        typeof key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            messages,
          ) === 'string';
      const english = keysOf(englishMessages as unknown as Record<string, unknown>);
      expect(english.length).toBeGreaterThan(150);
      expect(english.filter((key) => !has(catalog, key) && !has(supplement, key))).toEqual([]);
    },
  );

  it.each([
    ['fr', 'Sélectionner cette ligne', 'Ouvrir', 'Enregistrer'],
    ['it', 'Seleziona questa riga', 'Apri', 'Salva'],
  ])(
    'are %s for that locale, the row checkbox and the autocomplete button included',
    (locale, selectRow, open, save) => {
      const texts = backofficeI18nProvider(locale as 'fr' | 'it');
      expect(texts.translate('ra.action.select_row')).toBe(selectRow);
      expect(texts.translate('ra.action.open')).toBe(open);
      expect(texts.translate('ra.action.save')).toBe(save);
      expect(texts.getLocale?.()).toBe(locale);
    },
  );

  it('leave no English text in Italian for the actions, pages, messages, navigation and sorting', () => {
    const italian = backofficeI18nProvider('it');
    const english = backofficeI18nProvider('en');
    const shown = keysOf(englishMessages as unknown as Record<string, unknown>).filter((key) =>
      /^ra\.(action|page|message|navigation|sort|notification|auth|validation|saved_queries)\./.test(
        key,
      ),
    );
    const stillEnglish = shown.filter(
      (key) =>
        italian.translate(key, { _: key }) === english.translate(key, { _: key }) &&
        // The list's title is its name; 'No' and 'Password' are the same words in Italian.
        !['ra.page.list', 'ra.message.no', 'ra.auth.password'].includes(key),
    );
    expect(stillEnglish).toEqual([]);
  });

  it('stay English for English', () => {
    expect(backofficeI18nProvider('en').translate('ra.action.select_row')).toBe('Select this row');
  });
});
