import { ratingConfirmationInput, ratingInputAt } from './rating-input';

const NOW = new Date('2026-05-15T12:00:00Z');
const valid = {
  venue: 'rate2venue',
  highlights: ['architektur'],
  grade: '8',
  event_type: 'wedding',
  event_month: '4',
  event_year: '2026',
  first_name: 'Anna',
  email: 'Anna@Example.ch',
  voter_type: 'visitor_f',
  truthful: true,
  challenge: 'c',
  nonce: '1',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = ratingInputAt(NOW).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ratingInputAt (the wizard’s 4 steps)', () => {
  it('reads a form’s strings as numbers, defaults lowlights and language', () => {
    expect(ratingInputAt(NOW).parse(valid)).toMatchObject({
      grade: 8,
      event_month: 4,
      event_year: 2026,
      lowlights: [],
      language: 'de',
      email: 'anna@example.ch',
      comment: null,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no highlight', { highlights: [] }, 'highlights', 'Bitte wähle mindestens 1 Punkt aus.'],
    [
      'four highlights',
      { highlights: ['architektur', 'kulinarik', 'programm', 'ausstattung'] },
      'highlights',
      'Du kannst maximal 3 Punkte auswählen.',
    ],
    [
      'an aspect in both',
      { lowlights: ['architektur'] },
      'lowlights',
      'Ein Punkt kann nicht Highlight und Lowlight zugleich sein.',
    ],
    ['grade 0', { grade: 0 }, 'grade', 'Bitte gib eine Gesamtnote von 1 bis 10.'],
    ['grade 10.5', { grade: 10.5 }, 'grade', 'Bitte gib eine Gesamtnote von 1 bis 10.'],
    [
      'next month',
      { event_month: 6 },
      'event_month',
      'Bitte gib Monat und Jahr deines Anlasses an (nicht in der Zukunft).',
    ],
    [
      'two years ago',
      { event_year: 2024 },
      'event_year',
      'Bitte gib Monat und Jahr deines Anlasses an (nicht in der Zukunft).',
    ],
    [
      'comment of 351',
      { comment: 'x'.repeat(351) },
      'comment',
      'Dieses Feld darf maximal 350 Zeichen lang sein.',
    ],
    [
      'not truthful',
      { truthful: 'on' },
      'truthful',
      'Bitte bestätige, dass deine Angaben der Wahrheit entsprechen.',
    ],
    [
      'a venue code of capitals',
      { venue: 'RATE2VENUE' },
      'venue',
      'Diese Location kann nicht bewertet werden.',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('takes a comment of 350 characters and last year’s December', () => {
    expect(
      errorsOf({ ...valid, comment: 'x'.repeat(350), event_year: 2025, event_month: 12 }),
    ).toEqual({});
  });
});

describe('ratingConfirmationInput', () => {
  it.each<[unknown, unknown, boolean]>([
    ['a'.repeat(32), 1, true],
    ['a'.repeat(32), '2', true],
    ['a'.repeat(32), 3, false],
    ['short', 1, false],
    ['a'.repeat(31) + '/', 1, false],
  ])('%s %s: %s', (token, publication, ok) => {
    expect(ratingConfirmationInput.safeParse({ token, publication }).success).toBe(ok);
  });
});

describe('ratingInputAt', () => {
  it('builds the schema once a month and a new one for the next month', () => {
    const may = ratingInputAt(new Date('2026-05-02T10:00:00Z'));
    expect(ratingInputAt(new Date('2026-05-31T21:00:00Z'))).toBe(may);
    const june = ratingInputAt(new Date('2026-06-01T00:00:00Z'));
    expect(june).not.toBe(may);
    // Each still bounds the event by its own month.
    const body = { ...valid, event_year: '2026', event_month: '6' };
    const issues = (schema: typeof may) =>
      (schema.safeParse(body).error?.issues ?? []).filter(
        (issue) => issue.path[0] === 'event_month',
      );
    expect(issues(ratingInputAt(new Date('2026-05-15T12:00:00Z')))).not.toEqual([]);
    expect(issues(ratingInputAt(new Date('2026-06-15T12:00:00Z')))).toEqual([]);
  });
});
