import * as rules from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import { submitDonation } from './donationSubmit';

const valid = {
  contact: 'Anna Muster',
  street: 'Seestrasse 12',
  zip: '8002',
  city: 'Zürich',
  email: 'anna@example.ch',
  amount: '50',
  language: 'de' as const,
};
const created = { message: 'Vielen Dank für deine Spende!', amount: '50.00', email: valid.email };

describe('submitDonation', () => {
  it('sends nothing when the amount breaks the rules', async () => {
    const donate = jest.fn();
    const outcome = await submitDonation({ ...valid, amount: '0' }, { rules, donate });
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { amount: ['Der Betrag muss mindestens CHF 1.00 sein.'] },
    });
    expect(donate).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<never>, unknown]>([
    [
      'a refusal (422) as the fields’ errors',
      () =>
        Promise.reject(
          new ValidationError(
            { message: 'Ungültiges Format', errors: { zip: ['Ungültiges Format'] } },
            '/x',
          ),
        ),
      { kind: 'invalid', errors: { zip: ['Ungültiges Format'] } },
    ],
    [
      'the rate limit (429)',
      () => Promise.reject(new RateLimitError({}, '/x')),
      { kind: 'rate_limited' },
    ],
    ['anything else', () => Promise.reject(new HttpError(500, {}, '/x')), { kind: 'failed' }],
  ])('maps %s', async (_case, donate, outcome) => {
    expect(await submitDonation(valid, { rules, donate })).toEqual(outcome);
  });

  it('answers the thank-you of the API', async () => {
    const donate = jest.fn().mockResolvedValue(created);
    expect(await submitDonation(valid, { rules, donate })).toEqual({ kind: 'donated', created });
    expect(donate).toHaveBeenCalledWith(valid);
  });
});
