import {
  defineRoute,
  messages,
  RouteResponse,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ACCOUNT_SIGNUP } from '@eventalp/plugin-accounts';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import { OWNER_PATHS } from '../domain/catalog-client';
import { slugify } from '../domain/entity-link-slug';
import { guestEntryInput, type GuestEntryInput } from '../domain/owner/guest-entry-input';
import { guestEntryCreatedAnswer } from '../domain/owner/owner-answers';
import { ownerMessages } from '../domain/owner/owner-messages';
import { entryKinds } from '../entry-kind';
import { recordAudit } from './owner-records';

/** Sign-ups per address: a handful in ten minutes (on top of the platform's form limit). */
const SIGNUP_LIMIT = { points: 5, durationSeconds: 600 };
/** Catalogue category types: location categories (9) and provider main categories (21). */
const CATEGORY_TYPE = { location: 9, provider: 21 } as const;
const REGION_TYPE: Record<number, number> = { 1: 26, 2: 27, 3: 28 };

/** The event the award plugin listens to, to link a venue that signed up through the award. */
export const AWARD_SIGNUP = 'catalog.award-signup';

/** Payload of `catalog.award-signup`: the new location and what a nomination is matched by. */
export interface AwardSignup {
  location_id: number;
  name: string;
  zip: string;
}

/**
 * `/site/guest/entries/create` and `create-sla`: a visitor creates an entry and its owner account
 * in one transaction; the entry waits unreleased and unapproved, the account gets its
 * verification link and is signed in.
 */
export function guestEntryRoutes(services: PlatformServices) {
  const { db } = services;
  const signup = services.service(ACCOUNT_SIGNUP);

  async function create(
    input: GuestEntryInput,
    via: 'guest' | 'sla',
    ip: string,
    koa: Parameters<typeof signup.signIn>[0],
  ) {
    const kind = via === 'sla' ? 'location' : input.type;
    const { userId, entryId } = await db.transaction(async (trx) => {
      const [category, region] = await Promise.all([
        trx(TAXONOMY_TERMS)
          .where({ id: input.entry_category_id, type: CATEGORY_TYPE[kind] })
          .first('id'),
        trx(TAXONOMY_TERMS)
          .where({ id: input.region, type: REGION_TYPE[input.category_id] })
          .first('id'),
      ]);
      const errors: Record<string, string[]> = {};
      if (!category) errors.entry_category_id = [messages.format];
      if (!region) errors.region = [messages.format];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const { id: userId } = await signup.register(trx, input);
      const [row] = await trx(entryKinds[kind].table)
        .insert({
          full_name: input.full_name,
          slug: slugify(input.full_name) || null,
          category_id: input.entry_category_id,
          country_category: input.category_id,
          type_id: input.type_id,
          approved: false,
          description: input.description,
          street: input.street,
          street_number: input.street_number,
          zip: input.zip,
          place: input.place,
          region_id: input.region,
          enquiry_email: input.email,
          contact_first_name: input.first_name,
          contact_last_name: input.last_name,
          owner_user_id: userId,
          created_by: userId,
          created_via: via,
        })
        .returning('id');
      const entryId = Number(row.id);
      await recordAudit(trx, {
        kind,
        id: entryId,
        userId,
        action: 'created',
        after: { full_name: input.full_name, category_id: input.entry_category_id, via },
      });
      if (via === 'sla') {
        const payload: AwardSignup = {
          location_id: entryId,
          name: input.full_name,
          zip: input.zip,
        };
        await services.events.publish(AWARD_SIGNUP, payload, trx);
      }
      return { userId, entryId };
    });
    await signup.signIn(koa, userId, ip);
    return new RouteResponse(201, {
      message: ownerMessages.created,
      entry: { type: kind, id: entryId },
    });
  }

  return [
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.guestEntry,
      summary:
        'Create a location or provider entry and its owner account (unapproved; verification mailed)',
      access: 'public',
      rateLimit: SIGNUP_LIMIT,
      input: { body: guestEntryInput },
      responses: { 201: guestEntryCreatedAnswer },
      handler: ({ body, ip, koa }) => create(body, 'guest', ip, koa),
    }),
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.guestEntrySla,
      summary:
        'The same for a venue coming through the award: a location, linked to its nomination when one matches',
      access: 'public',
      rateLimit: SIGNUP_LIMIT,
      input: { body: guestEntryInput },
      responses: { 201: guestEntryCreatedAnswer },
      handler: ({ body, ip, koa }) => create(body, 'sla', ip, koa),
    }),
  ];
}
