// The award's scoring (spec sections 4 and 9; the rules the spec leaves open are decided here and
// written down in ARCHITECTURE.md, "Award scoring"). Pure: a results run reads its inputs, this
// module turns them into scores, grades, placements and the audience award.
import type { KitGrade } from './award-kits';

/** The jury of an award year has 5 to 8 members (spec section 9). */
export const JURY_SIZE = { min: 5, max: 8 } as const;

/**
 * The fewest jury scores a venue needs in a category: a third of the score rests on the jury, so
 * at least three members must have judged it there (with 5 to 8 members, a majority is not
 * demanded: a member may abstain where they know the venue).
 */
export const MIN_JURY_SCORES = 3;

/** Below this many counted ratings a score carries the note that it rests on few ratings. */
export const FEW_RATINGS = 10;

/**
 * The lowest score of each grade (spec section 4: Herausragend 9+, Ausgezeichnet 8+, Empfohlen
 * 7.7+). The spec's other mention of 7.0 is not taken: the seal table of section 9 and the grade
 * list agree on 7.7.
 */
export const GRADE_MINIMUM: Readonly<Record<KitGrade, number>> = {
  outstanding: 9,
  excellent: 8,
  recommended: 7.7,
};
const GRADES_BEST_FIRST = ['outstanding', 'excellent', 'recommended'] as const;

/** The grade a score (one decimal, as shown) earns; null below 7.7. */
export function gradeOfScore(score: number): KitGrade | null {
  if (!Number.isFinite(score)) return null;
  return GRADES_BEST_FIRST.find((grade) => score >= GRADE_MINIMUM[grade] - 1e-9) ?? null;
}

/** Half up to `places` decimals, without binary surprises (7.65 gives 7.7). */
export function roundHalfUp(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round((value + Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/**
 * The technical third's inputs for one venue, read from its catalogue entry and its requests.
 * Each part is a share from 0 to 1, or null when the venue has nothing to judge it by.
 */
export interface TechnicalFacts {
  /** The entry's completeness: the share of `COMPLETENESS_CHECKS` it passes. */
  completeness: number;
  /** Requests answered within 48 hours, of those received in the 12 months before the rating. */
  responseRate: number | null;
  /** The catalogue's reviews (1 to 5 stars) as a share: (mean - 1) / 4; null below 3 reviews. */
  reviews: number | null;
}

/** What the entry's completeness checks, each counting the same. */
export const COMPLETENESS_CHECKS = [
  'description',
  'photos',
  'rooms',
  'contact',
  'website',
  'extras',
] as const;
export type CompletenessCheck = (typeof COMPLETENESS_CHECKS)[number];

/** What a results run reads of a venue's catalogue entry and its requests. */
export interface EntryFacts {
  descriptionLength: number;
  photos: number;
  rooms: number;
  /** An enquiry address and a phone number. */
  contact: boolean;
  website: boolean;
  /** Videos, a 360 tour, prices and FAQ entries together. */
  extras: number;
  reviews: number;
  /** Their mean, 1 to 5 stars; null without reviews. */
  reviewsMean: number | null;
  /** Requests received in the 12 months before the rating window closed. */
  requests: number;
  /** Of those, answered within 48 hours. */
  answeredIn48h: number;
}

/** What each completeness check asks of an entry. */
export const COMPLETENESS_RULES: Readonly<
  Record<CompletenessCheck, (facts: EntryFacts) => boolean>
> = {
  description: (facts) => facts.descriptionLength >= 300,
  photos: (facts) => facts.photos >= 5,
  rooms: (facts) => facts.rooms >= 1,
  contact: (facts) => facts.contact,
  website: (facts) => facts.website,
  extras: (facts) => facts.extras >= 1,
};

/** Fewer reviews than this say nothing about a venue's history. */
export const MIN_REVIEWS = 3;

/**
 * The technical parts of a venue; a venue not in the catalogue (nominated, not listed) has an
 * empty entry and no requests or reviews.
 */
export function technicalFactsOf(facts: EntryFacts | null): TechnicalFacts {
  if (!facts) return { completeness: 0, responseRate: null, reviews: null };
  const passed = COMPLETENESS_CHECKS.filter((check) => COMPLETENESS_RULES[check](facts)).length;
  return {
    completeness: passed / COMPLETENESS_CHECKS.length,
    responseRate: facts.requests > 0 ? facts.answeredIn48h / facts.requests : null,
    reviews:
      facts.reviews >= MIN_REVIEWS && facts.reviewsMean !== null
        ? (facts.reviewsMean - 1) / 4
        : null,
  };
}

/** The weights of the technical third's parts; a part a venue lacks leaves the others' share. */
export const TECHNICAL_WEIGHTS: Readonly<Record<keyof TechnicalFacts, number>> = {
  completeness: 0.4,
  responseRate: 0.35,
  reviews: 0.25,
};

/** The technical score, 1 to 10: 1 + 9 x the weighted mean of the parts the venue has. */
export function technicalScore(facts: TechnicalFacts): number {
  let weighted = 0;
  let weights = 0;
  for (const part of Object.keys(TECHNICAL_WEIGHTS) as (keyof TechnicalFacts)[]) {
    const value = facts[part];
    if (value === null) continue;
    weighted += TECHNICAL_WEIGHTS[part] * Math.min(1, Math.max(0, value));
    weights += TECHNICAL_WEIGHTS[part];
  }
  return roundHalfUp(1 + 9 * (weights ? weighted / weights : 0), 2);
}

/** One venue competing in one award category, with everything its score is made of. */
export interface CategoryCandidate {
  nomineeId: number;
  categoryId: number;
  /** The venue's main category (it breaks ties of its awarded category). */
  mainCategory: number;
  /** Grades (1 to 10) of its counted ratings: confirmed by mail and approved. */
  ratings: readonly number[];
  /** The jury members' scores (1 to 10) for the venue in this category. */
  juryScores: readonly number[];
  technical: TechnicalFacts;
}

/** Why a venue gets no score in a category. */
export type IncompleteReason = 'no_ratings' | 'few_jury_scores';

/** One venue's result in one category. */
export interface CategoryResult {
  nomineeId: number;
  categoryId: number;
  publicMean: number | null;
  publicCount: number;
  juryMean: number | null;
  juryCount: number;
  technical: number;
  /** The mean of the three thirds before rounding (it breaks ties). */
  exact: number | null;
  /** One decimal, half up: what is shown and what the grade is read from. */
  score: number | null;
  grade: KitGrade | null;
  /** 1 for the best score of the category among the venues with a score; null without one. */
  placement: number | null;
  incomplete: IncompleteReason | null;
  /** Fewer than `FEW_RATINGS` ratings: the public third rests on few voices. */
  fewRatings: boolean;
  /** The category the venue is awarded in: its best placement among its graded categories. */
  awardedCategory: boolean;
  /** The audience award of the year: the most counted ratings. */
  audienceAward: boolean;
}

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** One venue in one category, before placements: the three thirds and their mean. */
export function scoreCandidate(candidate: CategoryCandidate): CategoryResult {
  const publicMean = mean(candidate.ratings);
  const juryMean = mean(candidate.juryScores);
  const technical = technicalScore(candidate.technical);
  const incomplete: IncompleteReason | null =
    publicMean === null
      ? 'no_ratings'
      : candidate.juryScores.length < MIN_JURY_SCORES
        ? 'few_jury_scores'
        : null;
  const exact = incomplete ? null : (publicMean! + juryMean! + technical) / 3;
  const score = exact === null ? null : roundHalfUp(exact, 1);
  return {
    nomineeId: candidate.nomineeId,
    categoryId: candidate.categoryId,
    publicMean: publicMean === null ? null : roundHalfUp(publicMean, 2),
    publicCount: candidate.ratings.length,
    juryMean: juryMean === null ? null : roundHalfUp(juryMean, 2),
    juryCount: candidate.juryScores.length,
    technical,
    exact,
    score,
    grade: score === null ? null : gradeOfScore(score),
    placement: null,
    incomplete,
    fewRatings: candidate.ratings.length < FEW_RATINGS,
    awardedCategory: false,
    audienceAward: false,
  };
}

/**
 * The order of a category's venues: the score as shown, then the exact mean of the thirds, then
 * more counted ratings, then the jury's mean, then the earlier nomination (lower nominee id). No
 * two venues share a placement.
 */
export function compareResults(a: CategoryResult, b: CategoryResult): number {
  return (
    (b.score ?? -1) - (a.score ?? -1) ||
    (b.exact ?? -1) - (a.exact ?? -1) ||
    b.publicCount - a.publicCount ||
    (b.juryMean ?? -1) - (a.juryMean ?? -1) ||
    a.nomineeId - b.nomineeId
  );
}

/**
 * The results of an award year: every venue in each of its categories, placed per category; the
 * awarded category of every graded venue (its best placement, then its higher score, then its
 * main category, then the lower category id); the audience award to the venue with the most
 * counted ratings (then the higher public mean, then the lower nominee id), graded or not.
 */
export function scoreAward(candidates: readonly CategoryCandidate[]): CategoryResult[] {
  const results = candidates.map(scoreCandidate);
  const byCategory = new Map<number, CategoryResult[]>();
  for (const result of results) {
    const list = byCategory.get(result.categoryId) ?? [];
    list.push(result);
    byCategory.set(result.categoryId, list);
  }
  for (const list of byCategory.values()) {
    const scored = list.filter((result) => result.score !== null).sort(compareResults);
    scored.forEach((result, index) => (result.placement = index + 1));
  }
  const mainOf = new Map(candidates.map((c) => [c.nomineeId, c.mainCategory]));
  const byNominee = new Map<number, CategoryResult[]>();
  for (const result of results) {
    if (result.grade === null) continue;
    const list = byNominee.get(result.nomineeId) ?? [];
    list.push(result);
    byNominee.set(result.nomineeId, list);
  }
  for (const [nomineeId, graded] of byNominee) {
    const main = mainOf.get(nomineeId);
    graded.sort(
      (a, b) =>
        a.placement! - b.placement! ||
        b.exact! - a.exact! ||
        Number(b.categoryId === main) - Number(a.categoryId === main) ||
        a.categoryId - b.categoryId,
    );
    graded[0]!.awardedCategory = true;
  }
  const audience = [...results]
    .filter((result) => result.publicCount > 0)
    .sort(
      (a, b) =>
        b.publicCount - a.publicCount ||
        (b.publicMean ?? 0) - (a.publicMean ?? 0) ||
        a.nomineeId - b.nomineeId,
    )[0];
  if (audience)
    for (const result of results)
      if (result.nomineeId === audience.nomineeId) result.audienceAward = true;
  return results;
}
