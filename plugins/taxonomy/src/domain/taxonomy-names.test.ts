import { taxonomyLanguageOf, taxonomyNameIn } from './taxonomy-names';

const entry = { name: 'Hochzeit', name_fr: 'Mariage', name_it: '  ', name_en: null };

describe('taxonomy names', () => {
  it('reads the language of every locale, German for the German ones and anything unknown', () => {
    expect(['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en', 'es', ''].map(taxonomyLanguageOf)).toEqual(
      ['de', 'de', 'de', 'fr', 'it', 'en', 'de', 'de'],
    );
  });

  it('names an entry in a language, in German when that name is empty', () => {
    expect(taxonomyNameIn(entry, 'fr')).toBe('Mariage');
    expect(taxonomyNameIn(entry, 'it')).toBe('Hochzeit');
    expect(taxonomyNameIn(entry, 'en')).toBe('Hochzeit');
    expect(taxonomyNameIn(entry, 'de')).toBe('Hochzeit');
  });
});
