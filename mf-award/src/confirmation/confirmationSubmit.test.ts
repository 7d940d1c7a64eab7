import * as rules from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import { submitConfirmation } from './confirmationSubmit';

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
const created = { message: 'Danke', location_name: 'Alte Mühle', year: 2026 };

describe('submitConfirmation', () => {
  it('sends nothing when the form breaks the schema', async () => {
    const confirm = jest.fn();
    const outcome = await submitConfirmation(
      { ...valid, street: 'Postfach 12' },
      { rules, confirm },
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { street: ['Bitte gib eine Strassenadresse an, kein Postfach.'] },
    });
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<unknown>, unknown]>([
    ['the thank-you', () => Promise.resolve(created), { kind: 'confirmed', created }],
    [
      'a field refused by the API (422)',
      () =>
        Promise.reject(
          new ValidationError(
            { message: 'Ungültiges Format', errors: { categories: ['Ungültiges Format'] } },
            '/x',
          ),
        ),
      { kind: 'invalid', errors: { categories: ['Ungültiges Format'] } },
    ],
    [
      'a confirmation made already (409)',
      () => Promise.reject(new HttpError(409, { message: 'Nomination bereits bestätigt.' }, '/x')),
      { kind: 'refused', message: 'Nomination bereits bestätigt.' },
    ],
    [
      'the rate limit (429)',
      () => Promise.reject(new RateLimitError({}, '/x')),
      { kind: 'rate_limited' },
    ],
    ['anything else', () => Promise.reject(new HttpError(500, {}, '/x')), { kind: 'failed' }],
  ])('maps %s', async (_case, confirm, outcome) => {
    expect(
      await submitConfirmation(valid, {
        rules,
        confirm: confirm as () => Promise<typeof created>,
      }),
    ).toEqual(outcome);
  });
});
