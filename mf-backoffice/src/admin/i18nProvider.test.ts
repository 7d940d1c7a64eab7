import englishMessages from 'ra-language-english';
import { backofficeI18nProvider } from './i18nProvider';

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

  it('stay English for the other locales', () => {
    expect(backofficeI18nProvider('fr').translate('ra.action.select_row')).toBe('Select this row');
  });
});
