import { truncateTitle } from './truncateTitle';

const of = (length: number) => 'a'.repeat(length);

describe('truncateTitle', () => {
  it.each([
    ['a short title stays', 'Hochzeit im Schloss', 'Hochzeit im Schloss'],
    ['exactly 47 characters stay', of(47), of(47)],
    ['48 characters are cut to 47 and an ellipsis', of(48), `${of(47)}…`],
    ['a cut right after a word drops the space', `${of(46)} Ende`, `${of(46)}…`],
    ['umlauts count as one character', `${'ü'.repeat(47)}x`, `${'ü'.repeat(47)}…`],
  ])('%s', (_case, text, expected) => {
    expect(truncateTitle(text)).toBe(expected);
  });
});
