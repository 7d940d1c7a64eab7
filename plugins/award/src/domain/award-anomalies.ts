// The anomaly report the award office reads before it publishes a year's results (issue rule:
// bursts from one network, one-sided ratings in a short time, many new e-mail domains). Pure: the
// results run hands it the year's ratings. The thresholds are ours; ARCHITECTURE.md names them.

/** A rating as the report sees it: no address, only its domain and the network's keyed hash. */
export interface RatingTrace {
  id: number;
  nomineeId: number;
  createdAt: Date;
  /** HMAC of the voter's IP address (the address itself is never stored). */
  ipHash: string;
  grade: number;
  /** The part of the e-mail address after the @, lower-cased. */
  emailDomain: string;
}

/** This many ratings from one network within the hour is a burst. */
export const BURST = { ratings: 5, withinMs: 60 * 60 * 1000 } as const;
/** This many ratings of one venue within a day, nearly all at one extreme, is one-sided. */
export const ONE_SIDED = { ratings: 10, withinMs: 24 * 60 * 60 * 1000, share: 0.9 } as const;
/** This many domains seen nowhere else, making at least this share of a venue's ratings. */
export const NEW_DOMAINS = { domains: 5, share: 0.5 } as const;

export type AnomalyKind = 'network_burst' | 'one_sided' | 'new_domains';

export interface Anomaly {
  kind: AnomalyKind;
  /** The venues concerned (a burst may touch several). */
  nomineeIds: number[];
  /** The ratings concerned. */
  ratingIds: number[];
  from: Date;
  to: Date;
  /** The figure that tripped the rule: ratings in the burst or window, or new domains. */
  count: number;
  /** The network's hash shortened (bursts), the extreme (one-sided: 'high' or 'low'). */
  detail: string | null;
}

const byTime = (a: RatingTrace, b: RatingTrace) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

function groupBy<K>(ratings: readonly RatingTrace[], key: (r: RatingTrace) => K) {
  const groups = new Map<K, RatingTrace[]>();
  for (const rating of ratings) {
    const list = groups.get(key(rating)) ?? [];
    list.push(rating);
    groups.set(key(rating), list);
  }
  return groups;
}

/**
 * The widest windows of `ratings` (one group, sorted by time) that are at most `withinMs` long and
 * hold at least `least` ratings matching `matches` out of the window's ratings in the share asked.
 * Overlapping windows are reported once: the first that qualifies, grown as far as it can go.
 */
function windows(
  ratings: readonly RatingTrace[],
  withinMs: number,
  qualifies: (window: readonly RatingTrace[]) => boolean,
): RatingTrace[][] {
  const found: RatingTrace[][] = [];
  let start = 0;
  while (start < ratings.length) {
    let end = start;
    while (
      end + 1 < ratings.length &&
      ratings[end + 1]!.createdAt.getTime() - ratings[start]!.createdAt.getTime() <= withinMs
    )
      end += 1;
    const window = ratings.slice(start, end + 1);
    if (qualifies(window)) {
      found.push(window);
      start = end + 1;
    } else start += 1;
  }
  return found;
}

const anomalyOf = (
  kind: AnomalyKind,
  ratings: readonly RatingTrace[],
  count: number,
  detail: string | null,
): Anomaly => ({
  kind,
  nomineeIds: [...new Set(ratings.map((r) => r.nomineeId))].sort((a, b) => a - b),
  ratingIds: ratings.map((r) => r.id),
  from: ratings[0]!.createdAt,
  to: ratings[ratings.length - 1]!.createdAt,
  count,
  detail,
});

/** Ratings from one network: `BURST.ratings` or more within an hour, whatever the venues. */
export function networkBursts(ratings: readonly RatingTrace[]): Anomaly[] {
  return [...groupBy(ratings, (r) => r.ipHash)].flatMap(([hash, list]) =>
    windows(list.sort(byTime), BURST.withinMs, (w) => w.length >= BURST.ratings).map((w) =>
      anomalyOf('network_burst', w, w.length, hash.slice(0, 12)),
    ),
  );
}

const extremeOf = (grade: number) => (grade >= 9 ? 'high' : grade <= 2 ? 'low' : null);

/** A venue's ratings within a day: 10 or more, 90 % of them at one extreme (9-10 or 1-2). */
export function oneSidedRatings(ratings: readonly RatingTrace[]): Anomaly[] {
  return [...groupBy(ratings, (r) => r.nomineeId)].flatMap(([, list]) => {
    const found: Anomaly[] = [];
    for (const extreme of ['high', 'low'] as const) {
      const share = (w: readonly RatingTrace[]) =>
        w.filter((r) => extremeOf(r.grade) === extreme).length / w.length;
      for (const w of windows(
        list.sort(byTime),
        ONE_SIDED.withinMs,
        (w) => w.length >= ONE_SIDED.ratings && share(w) >= ONE_SIDED.share,
      ))
        found.push(anomalyOf('one_sided', w, w.length, extreme));
    }
    return found;
  });
}

/**
 * A venue rated mostly from domains new to the award: `NEW_DOMAINS.domains` or more domains that
 * no earlier year saw and no other venue's voters used this year, making half its ratings or more.
 */
export function newDomainClusters(
  ratings: readonly RatingTrace[],
  earlierDomains: ReadonlySet<string>,
): Anomaly[] {
  const venuesOfDomain = new Map<string, Set<number>>();
  for (const rating of ratings) {
    const venues = venuesOfDomain.get(rating.emailDomain) ?? new Set<number>();
    venues.add(rating.nomineeId);
    venuesOfDomain.set(rating.emailDomain, venues);
  }
  const isNew = (domain: string) =>
    !earlierDomains.has(domain) && venuesOfDomain.get(domain)!.size === 1;
  return [...groupBy(ratings, (r) => r.nomineeId)].flatMap(([, list]) => {
    const fresh = list.filter((r) => isNew(r.emailDomain));
    const domains = new Set(fresh.map((r) => r.emailDomain)).size;
    if (domains < NEW_DOMAINS.domains || fresh.length / list.length < NEW_DOMAINS.share) return [];
    return [anomalyOf('new_domains', fresh.sort(byTime), domains, null)];
  });
}

/** Every anomaly of a year's ratings, bursts first, each kind by time. */
export function ratingAnomalies(
  ratings: readonly RatingTrace[],
  earlierDomains: ReadonlySet<string>,
): Anomaly[] {
  const sorted = (list: Anomaly[]) => list.sort((a, b) => a.from.getTime() - b.from.getTime());
  return [
    ...sorted(networkBursts(ratings)),
    ...sorted(oneSidedRatings(ratings)),
    ...sorted(newDomainClusters(ratings, earlierDomains)),
  ];
}
