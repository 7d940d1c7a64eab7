/** Ranking tiers of the spec (`type_id`), from the free entry to the most boosted one. */
export const RankingTier = {
  basis: 1,
  grund: 2,
  premium: 3,
  top_premium: 4,
  top_premium_plus: 5,
  boost_new: 6,
  boost: 7,
} as const;

export type RankingTierId = (typeof RankingTier)[keyof typeof RankingTier];

export function isRankingTier(value: number): value is RankingTierId {
  return Number.isInteger(value) && value >= RankingTier.basis && value <= RankingTier.boost;
}
