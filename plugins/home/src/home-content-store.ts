import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { AWARD_CAMPAIGNS } from '@eventalp/plugin-award';
import type { HomeContent, HomeHeader, OfferType } from './domain/home-answers';
import { firstOf } from './first-media';
import { loadBoxes, type CountryCategory } from './home-boxes';
import { HEADER_OWNER, HEADERS, OFFER_TYPES, POPULAR_SEARCHES } from './home-migrations';

/** Offer types in their configured order (the jumbotron picks and sorts for the country). */
async function offerTypes(db: Knex): Promise<OfferType[]> {
  const rows: {
    value: string;
    label: string;
    label_home: string;
    description: string;
    route: string;
    display: boolean;
  }[] = await db(OFFER_TYPES).orderBy([{ column: 'order' }, { column: 'value' }]);
  return rows.map((row) => ({
    value: row.value,
    label: row.label,
    labelHome: row.label_home,
    description: row.description,
    route: row.route,
    display: Boolean(row.display),
  }));
}

async function headers(db: Knex, media: MediaLibrary): Promise<HomeHeader[]> {
  const rows: { id: number; name: string; category: string }[] = await db(HEADERS)
    .orderBy([{ column: 'category' }, { column: 'order' }, { column: 'id' }])
    .select('id', 'name', 'category');
  const images = await media.itemsOf(
    HEADER_OWNER,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    image: firstOf(images.get(row.id), 'image'),
    mobile_image: firstOf(images.get(row.id), 'mobile_image'),
  }));
}

/** Everything the home page of a country category shows from its own tables. */
export async function loadHomeContent(
  services: Pick<PlatformServices, 'db' | 'now' | 'service'>,
  media: MediaLibrary,
  country: CountryCategory,
): Promise<HomeContent> {
  const { db } = services;
  const [types, slides, boxContent, searches, award] = await Promise.all([
    offerTypes(db),
    headers(db, media),
    loadBoxes(services, media, country),
    db(POPULAR_SEARCHES)
      .where({ country })
      .orderBy([{ column: 'order' }, { column: 'id' }])
      .select('label', 'path'),
    services.service(AWARD_CAMPAIGNS).campaigns(services.now()),
  ]);
  return {
    country,
    offer_types: types,
    headers: slides,
    ...boxContent,
    popular_searches: searches,
    award,
  };
}
