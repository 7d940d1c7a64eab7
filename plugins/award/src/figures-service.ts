import type { Knex } from 'knex';
import { NotFoundError } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { NOMINEES, RATINGS } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  liveYearFigures,
  mergeYearFigures,
  type AwardFigures,
  type FiguresNominee,
  type YearFigures,
} from './domain';
import { historyFigures } from './figures-history';
import { FIGURES_HISTORY } from './figures-migrations';

interface HistoryRow {
  year: number;
  scope: 'year' | 'category' | 'region';
  ref_id: number;
  nominations: number | null;
  participants: number;
  ratings: number;
  winners: number | null;
}

interface NomineeRow {
  year: number;
  status: string;
  location_id: number | null;
  categories: number[] | null;
  ratings: number;
}

/**
 * The award's facts and figures: years with nominees in the database are counted live (only
 * ratings confirmed by their voter and approved by the office count), the others come from the
 * record of past editions (`award_figures_history`).
 */
export class FiguresService {
  constructor(
    private readonly db: Knex,
    private readonly catalogue: Catalogue,
  ) {}

  async all(): Promise<AwardFigures> {
    const [history, live] = await Promise.all([this.history(), this.live()]);
    return { years: mergeYearFigures(history, live) };
  }

  /** One year's figures; 404 when the year has none. */
  async year(year: number): Promise<YearFigures> {
    const found = (await this.all()).years.find((figures) => figures.year === year);
    if (!found) throw new NotFoundError('Für dieses Jahr gibt es keine Zahlen.');
    return found;
  }

  /** Writes the past editions' record where a row is missing (an edited row stays). */
  async writeHistory(): Promise<void> {
    const rows = historyFigures().flatMap((figures): HistoryRow[] => [
      {
        year: figures.year,
        scope: 'year',
        ref_id: 0,
        nominations: figures.nominations,
        participants: figures.participants,
        ratings: figures.ratings,
        winners: figures.winners,
      },
      ...figures.categories.map((category) => ({
        year: figures.year,
        scope: 'category' as const,
        ref_id: category.id,
        nominations: null,
        participants: category.participants,
        ratings: category.ratings,
        winners: null,
      })),
      ...figures.regions.map((region) => ({
        year: figures.year,
        scope: 'region' as const,
        ref_id: region.id ?? 0,
        nominations: region.nominations,
        participants: region.participants,
        ratings: region.ratings,
        winners: null,
      })),
    ]);
    await this.db(FIGURES_HISTORY).insert(rows).onConflict(['year', 'scope', 'ref_id']).ignore();
  }

  private async history(): Promise<YearFigures[]> {
    const rows = await this.db<HistoryRow>(FIGURES_HISTORY).orderBy(['year', 'scope', 'ref_id']);
    const years = new Map<number, YearFigures>();
    for (const row of rows.filter((r) => r.scope === 'year'))
      years.set(row.year, {
        year: row.year,
        source: 'history',
        nominations: row.nominations ?? 0,
        participants: row.participants,
        ratings: row.ratings,
        winners: row.winners,
        categories: [],
        regions: [],
      });
    for (const row of rows) {
      const figures = years.get(row.year);
      if (!figures) continue;
      if (row.scope === 'category')
        figures.categories.push({
          id: row.ref_id,
          participants: row.participants,
          ratings: row.ratings,
        });
      if (row.scope === 'region')
        figures.regions.push({
          id: row.ref_id === 0 ? null : row.ref_id,
          nominations: row.nominations ?? 0,
          participants: row.participants,
          ratings: row.ratings,
        });
    }
    for (const figures of years.values())
      figures.regions.sort(
        (a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER),
      );
    return [...years.values()];
  }

  /** The live figures of every year with nominees (a few thousand a year: read whole). */
  private async live(): Promise<YearFigures[]> {
    const counted = this.db(RATINGS)
      .whereIn('user_approved', [1, 2])
      .whereIn('admin_approved', [1, 2])
      .groupBy('nominee_id')
      .select('nominee_id', this.db.raw('count(*)::int as ratings'));
    const rows = await this.db(`${NOMINEES} as n`)
      .leftJoin(`${CONFIRMATIONS} as c`, 'c.nominee_id', 'n.id')
      .leftJoin(counted.as('r'), 'r.nominee_id', 'n.id')
      .select<NomineeRow[]>(
        'n.year',
        'n.status',
        'n.location_id',
        'c.categories',
        this.db.raw('coalesce(r.ratings, 0)::int as ratings'),
      );
    if (!rows.length) return [];
    const locationIds = [
      ...new Set(rows.flatMap((row) => (row.location_id === null ? [] : [row.location_id]))),
    ];
    const regionOf = new Map(
      (locationIds.length
        ? await this.catalogue.publicEntries('location', locationIds, ['region_id'])
        : []
      ).map((entry) => [entry.id, entry.region_id ?? null]),
    );
    const nominees: FiguresNominee[] = rows.map((row) => ({
      year: row.year,
      status: row.status,
      categories: row.categories ?? [],
      region: row.location_id === null ? null : (regionOf.get(row.location_id) ?? null),
      ratings: row.ratings,
    }));
    const years = [...new Set(rows.map((row) => row.year))];
    return years.map((year) => liveYearFigures(year, nominees));
  }
}
