/** Quality seal of a winner, by its award score on the 1 to 10 scale. */
export type SealGrade = 'outstanding' | 'excellent' | 'recommended';

/**
 * The seal a score earns (spec: Herausragend 9+, Ausgezeichnet 8+, Empfohlen 7.7+); null below
 * 7.7 or for anything that is not a number.
 */
export function sealGradeFromScore(score: number): SealGrade | null {
  if (!Number.isFinite(score)) return null;
  if (score >= 9) return 'outstanding';
  if (score >= 8) return 'excellent';
  if (score >= 7.7) return 'recommended';
  return null;
}
