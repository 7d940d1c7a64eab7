import { swissToday } from '@eventalp/platform-sdk/domain';
import {
  offerClient,
  offerPagePath,
  type PackageOffer,
  type PackagePageKind,
  type ReservationChoice,
} from '@eventalp/plugin-packages/domain';
import { pageNotFound, redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { choiceOfQuery, choiceQuery } from './choiceQuery';
import { CHOICE_QUERY } from './choiceQueryNames';

/** What the package pages render: the offer, the visitor's choice and the day it is judged on. */
export interface OfferPageData {
  offer: PackageOffer;
  choice: ReservationChoice;
  /** The Swiss day of the first render: a package starts the day after at the earliest. */
  today: string;
}

/** The path a package URL asked for, rebuilt from its params. */
export function requestedOfferPath(prefix: string, params: Record<string, string | undefined>) {
  const tail = params.locationSlug ? `/${params.locationSlug}` : '';
  return `/site/${prefix}/${params.packageId}/${params.slug}/${params.eventType}/${params.locationId}${tail}`;
}

/**
 * Loads a published package for its detail, summary or reservation page. An unknown or
 * unpublished package (the API's 404), another event type or another venue is the 404 page;
 * another spelling of its names goes with 301 to the canonical path, keeping the choice.
 */
export async function loadOffer(
  context: PageLoadContext,
  kind: PackagePageKind,
  now = new Date(),
): Promise<OfferPageData> {
  const offer = await offerClient(context.http).offer(Number(context.params.packageId));
  if (
    context.params.eventType !== offer.package.eventType ||
    Number(context.params.locationId) !== offer.venue.id
  )
    pageNotFound();
  const today = swissToday(now);
  const carriesChoice = CHOICE_QUERY.some((name) => context.query[name] !== undefined);
  const choice = choiceOfQuery(offer, carriesChoice ? context.query : {}, today);
  const canonical = offerPagePath(kind, offer);
  const prefix = canonical.split('/')[2]!;
  if (requestedOfferPath(prefix, context.params) !== canonical)
    redirectPage(carriesChoice ? `${canonical}${choiceQuery(choice)}` : canonical);
  return { offer, choice, today };
}
