import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import { REPLIES } from './inbox-migrations';
import { REQUESTS } from './request-migrations';

/** How quickly an entry answered its requests (the award's technical score reads it). */
export interface ResponseRate {
  entry_id: number;
  /** Requests received in the period. */
  requests: number;
  /** Of those, answered from the owners' inbox within 48 hours. */
  answered_in_48h: number;
}

export interface RequestResponses {
  /** The locations' requests received in `[from, to)` and how many had a reply within 48 hours. */
  responseRates(locationIds: readonly number[], from: Date, to: Date): Promise<ResponseRate[]>;
}
export const REQUEST_RESPONSES = createServiceRef<RequestResponses>('requests.responses');

export function requestResponses(services: PlatformServices): RequestResponses {
  return {
    async responseRates(locationIds, from, to) {
      if (!locationIds.length) return [];
      const { db } = services;
      return db(`${REQUESTS} as q`)
        .where('q.entry_type', 'location')
        .whereIn('q.entry_id', [...locationIds])
        .where('q.created_at', '>=', from)
        .where('q.created_at', '<', to)
        .groupBy('q.entry_id')
        .orderBy('q.entry_id')
        .select(
          'q.entry_id',
          db.raw('count(*)::int as requests'),
          db.raw(
            `(count(*) filter (where exists (
                select 1 from ?? r
                 where r.request_id = q.id and r.created_at <= q.created_at + interval '48 hours'
              )))::int as answered_in_48h`,
            [REPLIES],
          ),
        );
    },
  };
}
