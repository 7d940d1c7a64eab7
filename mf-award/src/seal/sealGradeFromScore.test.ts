import { sealGradeFromScore } from './sealGradeFromScore';

describe('sealGradeFromScore', () => {
  it.each([
    [10, 'outstanding'],
    [9, 'outstanding'],
    [8.99, 'excellent'],
    [8.4, 'excellent'],
    [8, 'excellent'],
    [7.99, 'recommended'],
    [7.7, 'recommended'],
    [7.69, null],
    [1, null],
    [Number.NaN, null],
  ])('%d earns %s', (score, grade) => {
    expect(sealGradeFromScore(score)).toBe(grade);
  });
});
