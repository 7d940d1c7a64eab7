import * as rules from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import { submitNomination } from './nominationSubmit';

const valid = {
  location_id: 12,
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  function: 'visitor' as const,
  language: 'de' as const,
};
const created = {
  message: 'Vielen Dank für deine Nomination!',
  location_name: 'Alte Mühle',
  year: 2026,
};
const ALREADY = 'Du hast diese Location bereits nominiert.';

describe('submitNomination', () => {
  it('sends nothing when the form breaks the schema', async () => {
    const nominate = jest.fn();
    const outcome = await submitNomination({ ...valid, email: 'anna@' }, { rules, nominate });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: ['Ungültige Emailadresse'] } });
    expect(nominate).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<never>, unknown]>([
    [
      'the duplicate (422) as the e-mail’s error',
      () =>
        Promise.reject(
          new ValidationError({ message: ALREADY, errors: { email: [ALREADY] } }, '/x'),
        ),
      { kind: 'invalid', errors: { email: [ALREADY] } },
    ],
    [
      'a closed window (409)',
      () =>
        Promise.reject(new HttpError(409, { message: 'Die Nomination ist abgeschlossen.' }, '/x')),
      { kind: 'closed', message: 'Die Nomination ist abgeschlossen.' },
    ],
    [
      'the rate limit (429)',
      () => Promise.reject(new RateLimitError({}, '/x')),
      { kind: 'rate_limited' },
    ],
    ['anything else', () => Promise.reject(new HttpError(500, {}, '/x')), { kind: 'failed' }],
  ])('maps %s', async (_case, nominate, outcome) => {
    expect(await submitNomination(valid, { rules, nominate })).toEqual(outcome);
  });

  it('answers the thank-you of the API', async () => {
    const nominate = jest.fn().mockResolvedValue(created);
    expect(await submitNomination(valid, { rules, nominate })).toEqual({
      kind: 'nominated',
      created,
    });
    expect(nominate).toHaveBeenCalledWith(valid);
  });
});
