import crypto from 'node:crypto';
import {
  defineRoute,
  RouteResponse,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ENTRY_ANALYTICS } from '@eventalp/plugin-analytics';
import { CATALOGUE, locationPath, providerPath, type EntityType } from '@eventalp/plugin-catalog';
import { requestsSentAnswer } from './domain/request-answers';
import { requestInput, requestMessages, swissToday } from './domain/request-input';
import { REQUESTS_PATHS } from './domain/requests-client';
import { confirmationToRequester, mailToEntry, type RequestedEntry } from './request-mails';
import { REQUEST_MAILS, type REQUEST_MAIL_KINDS } from './request-mail-migrations';
import { REQUESTS } from './request-migrations';

type RequestMailKind = (typeof REQUEST_MAIL_KINDS)[number];

/** Five requests per minute and address: enough for a person, not for a script. */
const REQUEST_LIMIT = { points: 5, durationSeconds: 60 };

/** Requests (enquiries) from visitors to locations and providers. */
export function requestRoutes(services: PlatformServices) {
  const { db } = services;

  async function resolveEntries(
    entries: { type: 'location' | 'provider'; id: number }[],
  ): Promise<RequestedEntry[]> {
    const resolved: RequestedEntry[] = [];
    for (const type of ['location', 'provider'] as const) {
      const ids = entries.filter((entry) => entry.type === type).map((entry) => entry.id);
      if (ids.length === 0) continue;
      const rows = await services
        .service(CATALOGUE)
        .publicEntries(type, ids, [
          'full_name',
          'enquiry_email',
          'correspondence_email',
          'place',
          'slug',
          'legacy_slug',
          'category_id',
        ]);
      for (const row of rows) {
        const linkable = { ...row, category: { id: row.category_id, slug: row.category_slug } };
        const path =
          type === 'location'
            ? locationPath(services.config.brand, linkable)
            : providerPath(linkable);
        resolved.push({
          type,
          id: row.id,
          name: row.full_name,
          city: row.place,
          url: `${services.config.appUrl}${path}`,
          enquiryEmail: row.enquiry_email ?? row.correspondence_email ?? null,
        });
      }
    }
    if (resolved.length !== entries.length)
      throw ValidationError.field('entries', requestMessages.entryUnavailable);
    return entries.map((entry) =>
      resolved.find((r) => r.type === entry.type && r.id === entry.id)!,
    );
  }

  return [
    defineRoute({
      method: 'post',
      path: REQUESTS_PATHS.send,
      summary:
        'Send a request to one or several public locations/providers (stored, mailed to each, confirmed to the requester)',
      access: 'public',
      rateLimit: REQUEST_LIMIT,
      input: { body: (now: Date) => requestInput(swissToday(now)) },
      responses: { 201: requestsSentAnswer },
      async handler({ body: input, ip }) {
        const entries = await resolveEntries(input.entries);
        const groupId = crypto.randomUUID();
        const brand = services.config.brand;
        const stored = await db.transaction(async (trx) => {
          const rows: { id: number; entry_type: EntityType; entry_id: number }[] = await trx(
            REQUESTS,
          )
            .insert(
              entries.map((entry) => ({
                group_id: groupId,
                entry_type: entry.type,
                entry_id: entry.id,
                first_name: input.first_name,
                last_name: input.last_name,
                email: input.email,
                phone: input.phone,
                company: input.company,
                desired_date: input.desired_date,
                people: input.people,
                occasion: input.occasion,
                comment: input.comment,
                ip: ip.slice(0, 64),
              })),
            )
            .returning(['id', 'entry_type', 'entry_id']);
          // Each request keeps its mails: its entry's copy, and the one confirmation.
          const links: { request_id: number; mail_id: number; kind: RequestMailKind }[] = [];
          for (const [index, entry] of entries.entries()) {
            if (entry.enquiryEmail)
              links.push({
                request_id: rows[index]!.id,
                kind: 'entry',
                mail_id: await services.mail.send(
                  mailToEntry({ ...entry, enquiryEmail: entry.enquiryEmail }, input, brand),
                  trx,
                ),
              });
          }
          const confirmation = await services.mail.send(
            confirmationToRequester(entries, input, brand),
            trx,
          );
          for (const row of rows)
            links.push({ request_id: row.id, kind: 'confirmation', mail_id: confirmation });
          await trx(REQUEST_MAILS).insert(links);
          return rows;
        });
        for (const kind of ['location', 'provider'] as const)
          services.service(ENTRY_ANALYTICS).count(
            'requests',
            kind,
            stored.filter((row) => row.entry_type === kind).map((row) => row.entry_id),
          );
        return new RouteResponse(201, {
          message: requestMessages.sent,
          requests: stored.map((row, index) => ({
            id: row.id,
            entry: { type: row.entry_type, id: row.entry_id, name: entries[index]!.name },
          })),
        });
      },
    }),
  ];
}
