/** Quality seal of a winner, by its award score on the 1 to 10 scale. */
export type SealGrade = 'outstanding' | 'excellent' | 'recommended';

/**
 * The lowest score of each seal (spec section 4: Herausragend 9+, Ausgezeichnet 8+, Empfohlen
 * 7.7+; the spec's other mention of 7.0 is not taken), best first.
 */
export const SEAL_MINIMUM: Readonly<Record<SealGrade, number>> = {
  outstanding: 9,
  excellent: 8,
  recommended: 7.7,
};

const GRADES = Object.keys(SEAL_MINIMUM) as SealGrade[];

/** The seal a score earns; null below 7.7 or for anything that is not a number. */
export function sealGradeFromScore(score: number): SealGrade | null {
  if (!Number.isFinite(score)) return null;
  return GRADES.find((grade) => score >= SEAL_MINIMUM[grade]) ?? null;
}
