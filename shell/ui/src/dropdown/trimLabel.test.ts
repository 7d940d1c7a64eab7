import { SELECT_TEXT_MAX, trimLabel } from './trimLabel';

describe('trimLabel', () => {
  it.each([
    ['Panoramasaal', 'Panoramasaal', undefined],
    ['x'.repeat(30), 'x'.repeat(30), undefined],
    ['x'.repeat(31), `${'x'.repeat(30)}…`, 'x'.repeat(31)],
    [
      'Seminarraum mit Seesicht und Terrasse',
      'Seminarraum mit Seesicht und T…',
      'Seminarraum mit Seesicht und Terrasse',
    ],
  ])('shows %p as %p (title %p)', (input, text, title) => {
    expect(trimLabel(input)).toEqual({ text, title });
  });

  it('counts characters, not UTF-16 units, and trims at 30 by default', () => {
    expect(SELECT_TEXT_MAX).toBe(30);
    const emoji = '🎉'.repeat(31);
    expect(trimLabel(emoji).text).toBe(`${'🎉'.repeat(30)}…`);
  });
});
