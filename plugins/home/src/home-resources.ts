import {
  choiceFilter,
  defineResource,
  equalsFilter,
  messages,
  numberFilter,
  text,
  ValidationError,
  type PlatformServices,
  type ResourceChange,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import {
  backofficeBoxItemAnswer,
  backofficeHeaderAnswer,
  backofficeOfferTypeAnswer,
  backofficePackageDealAnswer,
  backofficePopularSearchAnswer,
  boxItemInput,
  headerInput,
  HOME_BOXES,
  offerTypeInput,
  PACKAGE_DEAL_TAKEN,
  packageDealInput,
  POPULAR_SEARCH_TAKEN,
  popularSearchInput,
  UNKNOWN_ENTRY,
} from './domain/home-content-input';
import { PACKAGE_AUDIENCES } from './domain/package-audiences';
import {
  BOX_ITEM_OWNER,
  BOX_ITEMS,
  HEADER_OWNER,
  HEADERS,
  OFFER_TYPES,
  PACKAGE_DEAL_OWNER,
  PACKAGE_DEALS,
  POPULAR_SEARCHES,
} from './home-migrations';

/** Who may edit the home page's content (the editors' area: content incl. home content). */
export const BACKOFFICE_HOME = 'backoffice.home';

const permissions = { read: BACKOFFICE_HOME, write: BACKOFFICE_HOME };
const countryFilter = numberFilter('country', 1, 3);

/**
 * A deleted row's pictures are detached (the media items of its owner; the files stay, others
 * may share them).
 */
const detachPictures =
  (type: string, collections: readonly string[]) =>
  async (services: PlatformServices, { action, ids, trx }: ResourceChange) => {
    if (action !== 'delete') return;
    const media = services.service(MEDIA_LIBRARY);
    for (const id of ids)
      for (const collection of collections) await media.detachAll({ type, id }, collection, trx);
  };

/*
 * The public `GET /api/guest/home` and `/api/guest/home/package-deals` read these tables on every
 * request (no server cache), so a save shows on the next request; browsers and shared caches may
 * keep an answer a minute (`Cache-Control`), the shell's page cache an anonymous page 30 s.
 */

/** Offer types (the jumbotron's categories): fixed values, edited texts, route, display, order. */
export const offerTypeResource = defineResource({
  name: 'home-offer-types',
  answerName: 'BackofficeHomeOfferType',
  noun: 'home offer type',
  table: OFFER_TYPES,
  row: backofficeOfferTypeAnswer,
  update: offerTypeInput,
  sortable: ['order', 'label', 'value', 'updated_at', 'id'],
  search: ['value', 'label', 'label_home', 'description'],
  permissions,
});

/** Headers of the jumbotron, per offer type, in their order. */
export const headerResource = defineResource({
  name: 'home-headers',
  answerName: 'BackofficeHomeHeader',
  noun: 'home header',
  table: HEADERS,
  row: backofficeHeaderAnswer,
  create: headerInput,
  filters: { category: equalsFilter('category', text(64)) },
  sortable: ['category', 'order', 'name', 'updated_at', 'id'],
  search: ['name'],
  delete: true,
  permissions,
  async check(_services, trx, values) {
    const type = await trx(OFFER_TYPES).where({ value: values.category }).first('value');
    if (!type) throw ValidationError.field('category', messages.format);
  },
  // The jumbotron's picture, and the one phones get.
  media: {
    owner: HEADER_OWNER,
    collections: { image: { kind: 'image', max: 1 }, mobile_image: { kind: 'image', max: 1 } },
  },
  onChange: detachPictures(HEADER_OWNER, ['image', 'mobile_image']),
});

/** Slides of the home's boxes (event partners, inspiring locations, regions) per country. */
export const boxItemResource = defineResource({
  name: 'home-box-items',
  answerName: 'BackofficeHomeBoxItem',
  noun: 'home box item',
  table: BOX_ITEMS,
  row: backofficeBoxItemAnswer,
  create: boxItemInput,
  filters: {
    box: choiceFilter('box', HOME_BOXES),
    country: countryFilter,
    entry_id: numberFilter('entry_id', 1),
  },
  sortable: ['order', 'box', 'country', 'name', 'updated_at', 'id'],
  search: ['name', 'short', 'text_underline', 'link_path'],
  delete: true,
  permissions,
  async check(services, _trx, values) {
    const kind = values.entry_type as 'location' | 'provider' | null;
    if (kind === null) return;
    const [entry] = await services
      .service(CATALOGUE)
      .publicEntries(kind, [Number(values.entry_id)], []);
    if (!entry) throw ValidationError.field('entry_id', UNKNOWN_ENTRY);
  },
  // The slide's picture (regions; partners and locations show their entry's first photo).
  media: { owner: BOX_ITEM_OWNER, collections: { image: { kind: 'image', max: 1 } } },
  onChange: detachPictures(BOX_ITEM_OWNER, ['image']),
});

/** Popular searches of each country's home: label, site path, order. */
export const popularSearchResource = defineResource({
  name: 'home-popular-searches',
  answerName: 'BackofficeHomePopularSearch',
  noun: 'home popular search',
  table: POPULAR_SEARCHES,
  row: backofficePopularSearchAnswer,
  create: popularSearchInput,
  filters: { country: countryFilter },
  sortable: ['order', 'country', 'label', 'updated_at', 'id'],
  search: ['label', 'path'],
  delete: true,
  unique: [['country', 'label']],
  uniqueMessage: POPULAR_SEARCH_TAKEN,
  permissions,
});

/** Package deals of the slider on the landing and search pages, per audience tab. */
export const packageDealResource = defineResource({
  name: 'home-package-deals',
  answerName: 'BackofficeHomePackageDeal',
  noun: 'home package deal',
  table: PACKAGE_DEALS,
  row: backofficePackageDealAnswer,
  create: packageDealInput,
  filters: { audience: choiceFilter('audience', PACKAGE_AUDIENCES) },
  sortable: ['order', 'audience', 'name', 'updated_at', 'id'],
  search: ['name', 'text_underline', 'path'],
  delete: true,
  unique: ['name'],
  uniqueMessage: PACKAGE_DEAL_TAKEN,
  permissions,
  media: { owner: PACKAGE_DEAL_OWNER, collections: { image: { kind: 'image', max: 1 } } },
  onChange: detachPictures(PACKAGE_DEAL_OWNER, ['image']),
});

export const homeResources = [
  offerTypeResource,
  headerResource,
  boxItemResource,
  popularSearchResource,
  packageDealResource,
];
