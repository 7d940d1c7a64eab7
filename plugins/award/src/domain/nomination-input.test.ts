import { fieldErrorsOf } from '@eventalp/platform-sdk';
import { nominationInput } from './nomination-input';

const submitter = {
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'Anna.Muster@Example.CH',
  function: 'organizer',
};

describe('nominationInput', () => {
  it('takes a catalogue location, lower-cases the e-mail and defaults the language', () => {
    expect(nominationInput.parse({ ...submitter, location_id: '12' })).toMatchObject({
      location_id: 12,
      email: 'anna.muster@example.ch',
      language: 'de',
      message: null,
    });
  });

  it('takes a venue not yet listed by name, postcode and city', () => {
    const venue = { location_name: ' Alte Mühle ', postcode: '8001', city: 'Zürich' };
    expect(nominationInput.parse({ ...submitter, ...venue, language: 'fr' })).toMatchObject({
      location_name: 'Alte Mühle',
      postcode: '8001',
      language: 'fr',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'no location at all',
      {},
      { location_id: ['Bitte wähle eine Location aus oder erfasse eine neue.'] },
    ],
    [
      'a new venue without postcode and city',
      { location_name: 'Alte Mühle' },
      { postcode: ['Dieses Feld ist erforderlich.'], city: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'a postcode with letters',
      { location_name: 'Alte Mühle', postcode: '80a1', city: 'Zürich' },
      { postcode: ['Ungültiges Format'] },
    ],
    [
      'a location id that is no number',
      { location_id: 'abc' },
      { location_id: ['Ungültiges Format'] },
    ],
  ])('refuses %s', (_case, location, errors) => {
    const result = nominationInput.safeParse({ ...submitter, ...location });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual(errors);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a bad e-mail', { email: 'anna@' }, 'email', 'Ungültige Emailadresse'],
    ['no first name', { first_name: ' ' }, 'first_name', 'Dieses Feld ist erforderlich.'],
    ['an unknown function', { function: 'jury' }, 'function', 'Dieses Feld ist erforderlich.'],
    [
      'an overlong message',
      { message: 'x'.repeat(2001) },
      'message',
      'Dieses Feld darf maximal 2000 Zeichen lang sein.',
    ],
    ['an unknown language', { language: 'es' }, 'language', 'Ungültiges Format'],
  ])('refuses %s with the spec’s text', (_case, change, field, message) => {
    const result = nominationInput.safeParse({ ...submitter, location_id: 12, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field]).toEqual([message]);
  });
});
