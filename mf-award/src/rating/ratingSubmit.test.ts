import * as rules from '@eventalp/plugin-award/domain';
import { RateLimitError, ValidationError } from '@eventalp/shell-kit';
import {
  checkStep,
  errorsOfStep,
  stepOfField,
  submitRating,
  type RatingFormInput,
} from './ratingSubmit';

const thisYear = new Date().getUTCFullYear();
const input: RatingFormInput = {
  venue: 'rate2venue',
  highlights: ['architektur'],
  lowlights: [],
  grade: 8,
  event_type: 'wedding',
  event_month: 1,
  event_year: thisYear,
  comment: '',
  first_name: 'Anna',
  email: 'anna@example.ch',
  voter_type: 'visitor_f',
  truthful: true,
  language: 'de',
};

describe('the wizard’s steps', () => {
  it.each([
    ['highlights', 'highlights'],
    ['highlights.0', 'highlights'],
    ['lowlights', 'lowlights'],
    ['grade', 'rating'],
    ['event_year', 'rating'],
    ['comment', 'rating'],
    ['email', 'contact'],
    ['truthful', 'contact'],
    ['_', 'contact'],
  ])('shows %s in step %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it('collects a step’s errors, list items under their list', () => {
    expect(
      errorsOfStep({ 'highlights.0': ['a'], highlights: ['b'], email: ['c'] }, 'highlights'),
    ).toEqual({ highlights: ['a', 'b'] });
  });

  it('checks one step only', () => {
    const empty = { ...input, highlights: [], first_name: '' };
    expect(checkStep(empty, 'highlights', rules)).toEqual({
      highlights: ['Bitte wähle mindestens 1 Punkt aus.'],
    });
    expect(checkStep(empty, 'rating', rules)).toEqual({});
  });
});

describe('submitRating', () => {
  const prove = async () => ({ challenge: 'c', nonce: '1' });

  it('does not send what the schema refuses', async () => {
    const rate = jest.fn();
    const outcome = await submitRating({ ...input, grade: 11 }, { rules, prove, rate });
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { grade: ['Bitte gib eine Gesamtnote von 1 bis 10.'] },
    });
    expect(rate).not.toHaveBeenCalled();
  });

  it('sends with the solved challenge and maps the answers', async () => {
    const created = { message: 'm', location_name: 'Seehalle', email: 'anna@example.ch' };
    const rate = jest.fn().mockResolvedValue(created);
    expect(await submitRating(input, { rules, prove, rate })).toEqual({ kind: 'rated', created });
    expect(rate).toHaveBeenCalledWith(expect.objectContaining({ challenge: 'c', nonce: '1' }));
    const refused = new ValidationError(
      { message: 'x', errors: { email: ['Du hast diese Location bereits bewertet.'] } },
      '/x',
    );
    expect(
      await submitRating(input, { rules, prove, rate: jest.fn().mockRejectedValue(refused) }),
    ).toEqual({ kind: 'invalid', errors: { email: ['Du hast diese Location bereits bewertet.'] } });
    const limited = new RateLimitError({}, '/x');
    expect(
      (await submitRating(input, { rules, prove, rate: jest.fn().mockRejectedValue(limited) }))
        .kind,
    ).toBe('rate_limited');
  });
});
