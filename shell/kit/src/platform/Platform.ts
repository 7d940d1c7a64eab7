import type { AuthStore } from '../auth/createAuthStore';
import type { PlatformEventBus } from '../bus/platformEvents';
import type { CountryCategory } from '@eventalp/platform-sdk/domain';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Locale } from '../i18n/locales';

/** Everything the shell hands to a micro-frontend: API client, auth state, event bus, locale. */
export interface Platform {
  http: PlatformClient;
  auth: AuthStore;
  bus: PlatformEventBus;
  locale: Locale;
  countryCategory: CountryCategory;
}
