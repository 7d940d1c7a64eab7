/** The current awarded year: the latest of the configured award years (spec section 9). */
export function currentAwardYear(years: readonly number[]): number {
  if (years.length === 0) throw new Error('no award year configured');
  return Math.max(...years);
}
