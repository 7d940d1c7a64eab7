import { confirmationInput } from './confirmation-input';
import { isPostBoxAddress } from './confirmation-vocabulary';

describe('isPostBoxAddress', () => {
  it.each([
    ['Postfach 123', true],
    ['Postfach', true],
    ['Bahnhofstrasse 1, Postfach', true],
    ['P.O. Box 45', true],
    ['PO Box 45', true],
    ['Case postale 12', true],
    ['CP 12', true],
    ['Casella postale 3', true],
    ['postlagernd', true],
    ['Postfachweg 3', false],
    ['Poststrasse 4', false],
    ['Mühlegasse 4', false],
    ['Rue de la Poste 2', false],
  ])('%s → %s', (street, postBox) => {
    expect(isPostBoxAddress(street)).toBe(postBox);
  });
});

describe('confirmationInput', () => {
  const valid = {
    diploma_name: 'Alte Mühle',
    first_name: 'Beat',
    last_name: 'Berner',
    phone: '031 123 45 67',
    email: 'beat@example.ch',
    company: 'Alte Mühle AG',
    street: 'Mühlegasse 4',
    postcode: '3011',
    city: 'Bern',
    categories: [511],
    main_category: 511,
  };
  const errorsOf = (change: Record<string, unknown>) => {
    const result = confirmationInput.safeParse({ ...valid, ...change });
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
  };

  it('takes a confirmation with the defaults: no news, German, no website', () => {
    expect(confirmationInput.parse(valid)).toMatchObject({
      news: false,
      language: 'de',
      website: null,
      message: null,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['20 characters of diploma name', { diploma_name: 'x'.repeat(20) }, {}],
    [
      '21 characters of diploma name',
      { diploma_name: 'x'.repeat(21) },
      { diploma_name: 'Dieses Feld darf maximal 20 Zeichen lang sein.' },
    ],
    ['three categories', { categories: [508, 509, 510], main_category: 509 }, {}],
    [
      'a category twice',
      { categories: [511, 511] },
      { categories: 'Bitte wähle 1 bis 3 Kategorien.' },
    ],
    ['a website with scheme and path', { website: 'https://example.ch/saal' }, {}],
    [
      'a website without a domain',
      { website: 'example' },
      { website: 'Bitte gib eine gültige Webadresse ein, z. B. www.example.ch.' },
    ],
    [
      'no main category',
      { main_category: undefined },
      { main_category: 'Bitte wähle die Hauptkategorie aus deinen Kategorien.' },
    ],
  ])('%s', (_case, change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });
});
