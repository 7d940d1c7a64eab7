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
export { I18nProvider } from './i18n/I18nProvider';
export {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localeForCountryCategory,
  type Locale,
} from './i18n/locales';
export {
  loadMessages,
  messagesOf,
  type CatalogSource,
  type MessageCatalogs,
  type Messages,
} from './i18n/catalogs';
export { createMicroFrontendLifecycles } from './micro-frontend/createMicroFrontendLifecycles';
export {
  createMicroFrontendRoot,
  type MicroFrontendDefinition,
  type MicroFrontendRootComponent,
} from './micro-frontend/createMicroFrontendRoot';
export {
  createPageSearch,
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
  pageSearchOf,
  type AnyPage,
  type PageDefinition,
  queryOf,
  type PageHead,
  type PageHeadContext,
  type PageLoadContext,
  type PageParams,
  type PageQuery,
  pageLoadContext,
} from './micro-frontend/PageDefinition';
export { BODY_FLAG, holdBodyFlag, useBodyFlag } from './body/bodyFlags';
export type { Platform } from './platform/Platform';
export type { Visit } from './platform/Visit';
export { createPlatform, type PlatformEnvironment } from './platform/createPlatform';
export { PlatformProvider, usePlatform, useUser } from './platform/PlatformContext';
export { defineWebComponent, type WebComponentOptions } from './web-components/defineWebComponent';
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
export {
  pageNotFound,
  pageOutcomeOf,
  redirectPage,
  PageOutcomeSignal,
  type PageOutcome,
} from './micro-frontend/pageOutcome';
