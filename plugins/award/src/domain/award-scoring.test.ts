import {
  gradeOfScore,
  roundHalfUp,
  scoreAward,
  scoreCandidate,
  technicalFactsOf,
  technicalScore,
  type CategoryCandidate,
  type EntryFacts,
} from './award-scoring';

const facts = (overrides: Partial<EntryFacts> = {}): EntryFacts => ({
  descriptionLength: 400,
  photos: 8,
  rooms: 2,
  contact: true,
  website: true,
  extras: 1,
  reviews: 4,
  reviewsMean: 5,
  requests: 10,
  answeredIn48h: 10,
  ...overrides,
});

const candidate = (overrides: Partial<CategoryCandidate> = {}): CategoryCandidate => ({
  nomineeId: 1,
  categoryId: 511,
  mainCategory: 511,
  ratings: [9, 9, 9],
  juryScores: [9, 9, 9, 9, 9],
  technical: { completeness: 1, responseRate: 1, reviews: 1 },
  ...overrides,
});

describe('grades by score (7.7 taken, not 7.0)', () => {
  it.each([
    [10, 'outstanding'],
    [9, 'outstanding'],
    [8.9, 'excellent'],
    [8, 'excellent'],
    [7.9, 'recommended'],
    [7.7, 'recommended'],
    [7.6, null],
    [7, null],
    [1, null],
    [Number.NaN, null],
  ])('%s gives %s', (score, grade) => {
    expect(gradeOfScore(score)).toBe(grade);
  });
});

describe('rounding half up', () => {
  it.each([
    [7.65, 1, 7.7],
    [7.64999, 1, 7.6],
    [8.95, 1, 9],
    [1.005, 2, 1.01],
    [9.25, 1, 9.3],
  ])('%s to %s places is %s', (value, places, rounded) => {
    expect(roundHalfUp(value, places)).toBe(rounded);
  });
});

describe('the technical third', () => {
  it.each([
    ['everything full', { completeness: 1, responseRate: 1, reviews: 1 }, 10],
    ['nothing', { completeness: 0, responseRate: 0, reviews: 0 }, 1],
    ['only completeness, half', { completeness: 0.5, responseRate: null, reviews: null }, 5.5],
    // 1 + 9 * (0.4 * 1 + 0.35 * 0) / 0.75
    [
      'complete, never answers, no reviews',
      { completeness: 1, responseRate: 0, reviews: null },
      5.8,
    ],
    ['out of range clamps', { completeness: 2, responseRate: -1, reviews: null }, 5.8],
  ])('%s', (_, technical, score) => {
    expect(technicalScore(technical)).toBe(score);
  });

  it('reads the entry: six checks, answers within 48 h, reviews from three on', () => {
    expect(technicalFactsOf(facts())).toEqual({ completeness: 1, responseRate: 1, reviews: 1 });
    expect(
      technicalFactsOf(
        facts({ descriptionLength: 299, photos: 4, website: false, requests: 4, answeredIn48h: 1 }),
      ),
    ).toEqual({ completeness: 0.5, responseRate: 0.25, reviews: 1 });
    expect(technicalFactsOf(facts({ reviews: 2, requests: 0, answeredIn48h: 0 }))).toEqual({
      completeness: 1,
      responseRate: null,
      reviews: null,
    });
    expect(technicalFactsOf(facts({ reviewsMean: 3 })).reviews).toBe(0.5);
    expect(technicalFactsOf(null)).toEqual({ completeness: 0, responseRate: null, reviews: null });
  });
});

describe('one venue in one category: thirds', () => {
  it('is the mean of public, jury and technical, one decimal', () => {
    // public 8, jury 9, technical 10 -> 9.0
    const result = scoreCandidate(candidate({ ratings: [7, 9], juryScores: [9, 9, 9, 9, 9] }));
    expect(result).toMatchObject({
      publicMean: 8,
      publicCount: 2,
      juryMean: 9,
      juryCount: 5,
      technical: 10,
      score: 9,
      grade: 'outstanding',
      incomplete: null,
      fewRatings: true,
    });
  });

  it('rounds before grading: 7.65 is shown 7.7 and is recommended', () => {
    // public 7.95, jury 5, technical 10 -> 22.95 / 3 = 7.65
    const result = scoreCandidate(
      candidate({ ratings: [7.9, 8], juryScores: [5, 5, 5], technical: facts0(1) }),
    );
    expect(result.score).toBe(7.7);
    expect(result.grade).toBe('recommended');
  });

  it.each([
    ['no ratings', { ratings: [] }, 'no_ratings'],
    ['two jury scores', { juryScores: [9, 9] }, 'few_jury_scores'],
    ['no jury score', { juryScores: [] }, 'few_jury_scores'],
  ])('%s: no score, no grade', (_, overrides, reason) => {
    const result = scoreCandidate(candidate(overrides));
    expect(result).toMatchObject({ score: null, grade: null, incomplete: reason });
  });

  it('three jury scores are enough; missing members are left out of the mean', () => {
    expect(scoreCandidate(candidate({ juryScores: [6, 8, 10] })).juryMean).toBe(8);
  });

  it.each([
    [9, true],
    [10, false],
  ])('%s ratings carry the few-ratings note: %s', (count, few) => {
    expect(scoreCandidate(candidate({ ratings: Array(count).fill(8) })).fewRatings).toBe(few);
  });
});

function facts0(value: number) {
  return { completeness: value, responseRate: null, reviews: null };
}

describe('a year: placements, ties, awarded category, audience award', () => {
  it('places per category by score; venues without a score get no placement', () => {
    const results = scoreAward([
      candidate({ nomineeId: 1, ratings: [8], juryScores: [8, 8, 8] }),
      candidate({ nomineeId: 2, ratings: [10], juryScores: [10, 10, 10] }),
      candidate({ nomineeId: 3, ratings: [] }),
      candidate({ nomineeId: 4, categoryId: 516, mainCategory: 516, ratings: [5] }),
    ]);
    const placed = Object.fromEntries(results.map((r) => [r.nomineeId, r.placement]));
    expect(placed).toEqual({ 1: 2, 2: 1, 3: null, 4: 1 });
  });

  it('breaks ties: exact mean, then more ratings, then the jury, then the earlier nomination', () => {
    const tech = facts0(1); // technical 10
    const results = scoreAward([
      // all show 9.0; exact 9.0 each
      candidate({ nomineeId: 10, ratings: [8, 8], juryScores: [9, 9, 9], technical: tech }),
      candidate({ nomineeId: 11, ratings: [8, 8, 8], juryScores: [9, 9, 9], technical: tech }),
      candidate({ nomineeId: 12, ratings: [9, 7], juryScores: [9, 9, 9], technical: tech }),
      // exact 9.033 (shown 9.0): first
      candidate({ nomineeId: 13, ratings: [8.1], juryScores: [9, 9, 9], technical: tech }),
      // same exact and count as 10, higher jury? public 7, jury 10 -> 9.0, count 2
      candidate({ nomineeId: 9, ratings: [7, 7], juryScores: [10, 10, 10], technical: tech }),
    ]);
    const order = results
      .filter((r) => r.placement !== null)
      .sort((a, b) => a.placement! - b.placement!)
      .map((r) => r.nomineeId);
    expect(order).toEqual([13, 11, 9, 10, 12]);
  });

  it('awards each graded venue in its best-placed category, its main category on a tie', () => {
    const results = scoreAward([
      candidate({ nomineeId: 1, categoryId: 511, mainCategory: 516, ratings: [10] }),
      candidate({ nomineeId: 1, categoryId: 516, mainCategory: 516, ratings: [10] }),
      candidate({ nomineeId: 2, categoryId: 511, mainCategory: 511, ratings: [10, 10] }),
    ]);
    const awarded = results
      .filter((r) => r.awardedCategory)
      .map((r) => [r.nomineeId, r.categoryId]);
    // nominee 1: second in 511, first in 516 -> 516; nominee 2: first in 511
    expect(awarded.sort()).toEqual([
      [1, 516],
      [2, 511],
    ]);
  });

  it('gives no awarded category to a venue below 7.7', () => {
    const results = scoreAward([
      candidate({ ratings: [1], juryScores: [1, 1, 1], technical: facts0(0) }),
    ]);
    expect(results[0]).toMatchObject({ grade: null, awardedCategory: false, placement: 1 });
  });

  it('gives the audience award to the most counted ratings, graded or not, ties by mean then id', () => {
    const results = scoreAward([
      candidate({ nomineeId: 5, ratings: [2, 2, 2], juryScores: [] }),
      candidate({ nomineeId: 6, ratings: [9, 9] }),
      candidate({ nomineeId: 7, ratings: [3, 3, 3] }),
      candidate({ nomineeId: 7, categoryId: 516, ratings: [3, 3, 3] }),
    ]);
    const audience = [...new Set(results.filter((r) => r.audienceAward).map((r) => r.nomineeId))];
    expect(audience).toEqual([7]);
  });

  it('gives no audience award without ratings', () => {
    expect(scoreAward([candidate({ ratings: [] })]).some((r) => r.audienceAward)).toBe(false);
    expect(scoreAward([])).toEqual([]);
  });
});
