// Browser-safe shared libraries. Shared as one singleton through Module Federation, so the React
// contexts defined here (platform, i18n) are the same objects for the shell and every remote.
export { createAuthStore, type AuthStore } from './auth/createAuthStore';
export { hasAccess, type Session, type User } from './auth/User';
export { createEventBus, type EventBus } from './bus/createEventBus';
export {
  createPlatformEventBus,
  type PlatformEventBus,
  type PageViewEvent,
  type PlatformEvents,
  type SearchUiState,
} from './bus/platformEvents';
export { countryCategoryFromHost, type CountryCategory } from '@eventalp/platform-sdk/domain';
export {
  installChunkLoadRecovery,
  isChunkLoadError,
  reloadForChunkError,
} from './errors/installChunkLoadRecovery';
export { installErrorReporter, type ErrorLog } from './errors/installErrorReporter';
export { ERROR_MESSAGES } from './errors/errorMessages';
export { ErrorText } from './errors/ErrorText';
export {
  loadServiceLabels,
  serviceLabelText,
  SERVICE_LABELS_PATH,
  type ServiceLabel,
} from './labels/serviceLabels';
export { useServiceLabel } from './labels/useServiceLabel';
export {
  createPlatformClient,
  csrfTokenFromMeta,
  type PlatformClient,
  type PlatformClientOptions,
} from './http/createPlatformClient';
export { HttpError, RateLimitError, ValidationError, type ApiErrorBody } from './http/errors';
export { FormField } from './forms/FormField';
export { Pagination, type PaginationLabels } from './navigation/Pagination';
export {
  externalHref,
  teaserLink,
  type TeaserAnchor,
  type TeaserItem,
} from './navigation/teaserLink';
export { Breadcrumbs } from './navigation/Breadcrumbs';
export { breadcrumbJsonLd, type Crumb } from './navigation/breadcrumbJsonLd';
export { itemListJsonLd } from './navigation/itemListJsonLd';
export { I18nProvider } from './i18n/I18nProvider';
export {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeForCountryCategory,
  type Locale,
  type MessageCatalogs,
} from './i18n/locales';
export { createMicroFrontendLifecycles } from './micro-frontend/createMicroFrontendLifecycles';
export {
  createMicroFrontendRoot,
  type MicroFrontendDefinition,
} from './micro-frontend/createMicroFrontendRoot';
export {
  createServerRender,
  type RemoteServerModule,
  type ServerRenderInput,
  type ServerRenderResult,
} from './micro-frontend/createServerRender';
export {
  lazyPage,
  lazyPageComponent,
  type LazyPageComponent,
  type PageModule,
} from './micro-frontend/lazyPages';
export type { InitialPageState, MicroFrontendProps } from './micro-frontend/MicroFrontendProps';
export {
  definePage,
  findPage,
  type AnyPage,
  type PageDefinition,
  queryOf,
  type PageHead,
  type PageHeadContext,
  type PageLoadContext,
  type PageParams,
  type PageQuery,
} from './micro-frontend/PageDefinition';
export { BODY_FLAG, holdBodyFlag, useBodyFlag } from './body/bodyFlags';
export type { Platform } from './platform/Platform';
export { PlatformProvider, usePlatform, useUser } from './platform/PlatformContext';
export { defineWebComponent, type WebComponentOptions } from './web-components/defineWebComponent';
export {
  ALL_TAXONOMIES_PATH,
  TAXONOMY_TYPE,
  type AllTaxonomiesResponse,
  type TaxonomyEntry,
} from './api/taxonomies';
export { createFavouritesStore, type FavouritesStore } from './favourites/createFavouritesStore';
export {
  FAVOURITES_STORAGE_KEY,
  NO_FAVOURITES,
  favouriteKindOf,
  hasAnyFavourite,
  parseFavourites,
  toggleFavourite,
  withoutFavourites,
  type BookmarkableItem,
  type FavouriteKind,
  type Favourites,
} from './favourites/favouritesList';
export { useFavourites } from './favourites/useFavourites';
export { imageAttributes, type ImageAttributes } from './media/imageAttributes';
export type { MediaView } from './media/MediaView';
export { PhotoGallery } from './media/PhotoGallery';
export { ResponsiveImage } from './media/ResponsiveImage';
export { VenueMap, type VenueMapPosition } from './map/VenueMap';
export { loadResultsMap } from './map/loadResultsMap';
export type {
  MapBounds,
  ResultsMap,
  ResultsMapOptions,
  ResultsMapPoint,
} from './map/createResultsMap';
export type { ResultsMapLabels } from './map/resultMarkers';
export {
  pageNotFound,
  pageOutcomeOf,
  redirectPage,
  PageOutcomeSignal,
  type PageOutcome,
} from './micro-frontend/pageOutcome';
