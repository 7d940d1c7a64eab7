import type { Knex } from 'knex';
import { likePattern } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { venuesInRegion } from './venues-in-region';
import { NOMINEES } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  PARTICIPANTS_PER_PAGE,
  participantQuery,
  type AwardParticipantPage,
  type NomineeStatus,
  type ParticipantList,
} from './domain';
import type { z } from 'zod';

/** Which nominees each list shows (spec section 4, nomination flow). */
const LIST_STATUSES: Record<ParticipantList, readonly NomineeStatus[]> = {
  participating: ['confirmed'],
  nominated: ['checked', 'invited', 'confirmed'],
};

interface ParticipantRow {
  id: number;
  name: string;
  postcode: string | null;
  city: string | null;
  location_id: number | null;
  rating_code: string;
  status: NomineeStatus;
  categories: number[] | null;
  main_category: number | null;
}

const germanOrder = new Intl.Collator('de', { sensitivity: 'base' });

/**
 * The award's public lists of one year: the venues that take part (confirmed) or were nominated,
 * filtered by name, award category and region (the catalogue location's canton), in German
 * alphabetical order, a page at a time with the catalogue's cards. A year has a few thousand
 * nominees at most (2,211 in the real 2025 edition): the list is read whole, the region is the
 * catalogue's answer, and only the page's cards are built.
 */
export class ParticipantSearch {
  constructor(
    private readonly db: Knex,
    private readonly catalogue: Catalogue,
  ) {}

  async search(
    year: number,
    query: z.output<typeof participantQuery>,
    locale: string,
  ): Promise<AwardParticipantPage> {
    const rows = await this.rows(year, query);
    const matching =
      query.region === undefined ? rows : await venuesInRegion(this.catalogue, rows, query.region);
    matching.sort((a, b) => germanOrder.compare(a.name, b.name) || a.id - b.id);
    const start = (query.page - 1) * PARTICIPANTS_PER_PAGE;
    const page = matching.slice(start, start + PARTICIPANTS_PER_PAGE);
    const locationIds = page.flatMap((row) => (row.location_id === null ? [] : [row.location_id]));
    const cards = new Map(
      (locationIds.length ? await this.catalogue.cards('location', locationIds, locale) : []).map(
        (card) => [card.id, card],
      ),
    );
    return {
      year,
      list: query.list,
      total: matching.length,
      page: query.page,
      per_page: PARTICIPANTS_PER_PAGE,
      data: page.map((row) => ({
        id: row.id,
        name: row.name,
        postcode: row.postcode,
        city: row.city,
        categories: row.categories ?? [],
        main_category: row.main_category,
        rating_code: row.status === 'confirmed' ? row.rating_code : null,
        entry: (row.location_id !== null && cards.get(row.location_id)) || null,
      })),
    };
  }

  private rows(year: number, query: z.output<typeof participantQuery>) {
    const rows = this.db(`${NOMINEES} as n`)
      .leftJoin(`${CONFIRMATIONS} as c`, 'c.nominee_id', 'n.id')
      .where('n.year', year)
      .whereIn('n.status', LIST_STATUSES[query.list])
      .select<ParticipantRow[]>(
        'n.id',
        'n.name',
        'n.postcode',
        'n.city',
        'n.location_id',
        'n.rating_code',
        'n.status',
        'c.categories',
        'c.main_category',
      );
    if (query.name) rows.whereRaw('n.name ilike ?', [likePattern(query.name)]);
    if (query.category !== undefined) rows.whereRaw('? = any(c.categories)', [query.category]);
    return rows;
  }
}
