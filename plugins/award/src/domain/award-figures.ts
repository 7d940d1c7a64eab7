// Pure rules of the award's facts and figures (no zod: the pages import them at runtime).
import type { CategoryFigures, RegionFigures, YearFigures } from './award-figures-answers';

/** A nominee of a year as the live figures count it. */
export interface FiguresNominee {
  year: number;
  status: string;
  /** Award categories of its confirmation (empty when it did not confirm). */
  categories: readonly number[];
  /** Its catalogue location's region, null when unlisted or without one. */
  region: number | null;
  /** Its ratings confirmed by the voter and approved by the award office. */
  ratings: number;
}

/** States of a nominee past the formal check: the public nominated list shows these. */
const NOMINATED = new Set(['checked', 'invited', 'confirmed']);

/**
 * The live figures of one year from its nominees: nominations are the nominees past the formal
 * check, participants the confirmed ones; a venue counts (with its ratings) in each of its up to
 * three categories. Categories and regions ordered by id (regions without one last).
 */
export function liveYearFigures(year: number, nominees: readonly FiguresNominee[]): YearFigures {
  const categories = new Map<number, CategoryFigures>();
  const regions = new Map<number | null, RegionFigures>();
  let nominations = 0;
  let participants = 0;
  let ratings = 0;
  for (const nominee of nominees) {
    if (nominee.year !== year || !NOMINATED.has(nominee.status)) continue;
    const confirmed = nominee.status === 'confirmed';
    nominations += 1;
    participants += confirmed ? 1 : 0;
    ratings += nominee.ratings;
    const region = regions.get(nominee.region) ?? {
      id: nominee.region,
      nominations: 0,
      participants: 0,
      ratings: 0,
    };
    region.nominations += 1;
    region.participants += confirmed ? 1 : 0;
    region.ratings += nominee.ratings;
    regions.set(nominee.region, region);
    if (!confirmed) continue;
    for (const id of new Set(nominee.categories)) {
      const category = categories.get(id) ?? { id, participants: 0, ratings: 0 };
      category.participants += 1;
      category.ratings += nominee.ratings;
      categories.set(id, category);
    }
  }
  return {
    year,
    source: 'live',
    nominations,
    participants,
    ratings,
    winners: null,
    categories: [...categories.values()].sort((a, b) => a.id - b.id),
    regions: [...regions.values()].sort(
      (a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER),
    ),
  };
}

/**
 * Every year's figures newest first: a recorded edition shows its record (the figures published
 * for it), a year without one its live figures (nominees in the database), such as the current
 * edition.
 */
export function mergeYearFigures(
  history: readonly YearFigures[],
  live: readonly YearFigures[],
): YearFigures[] {
  const byYear = new Map<number, YearFigures>();
  for (const figures of live) byYear.set(figures.year, figures);
  for (const figures of history) byYear.set(figures.year, figures);
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}

/**
 * Splits `total` into whole parts proportional to `weights` (largest remainder, ties to the
 * earlier weight): the parts always add up to `total`. Zero weights get zero.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The top of a chart's value axis: the smallest "nice" number (1, 2, 2.5 or 5 times a power of
 * ten) at or above `max`; 1 for an empty chart.
 */
export function chartAxisMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const nice = [1, 2, 2.5, 5, 10].find((step) => step * power >= max)!;
  return nice * power;
}
