import {
  createAuthStore,
  createPlatformClient,
  createPlatformEventBus,
  csrfTokenFromMeta,
  type Platform,
} from '@eventalp/shell-kit';
import type { PageConfig } from '../PageConfig';

/** The one platform object of this page, handed to the header and every micro-frontend. */
export function createBrowserPlatform(config: PageConfig): Platform {
  const bus = createPlatformEventBus();
  return {
    http: createPlatformClient({ baseUrl: '/api', csrfToken: csrfTokenFromMeta, bus }),
    auth: createAuthStore(config.session.user),
    bus,
    locale: config.locale,
    countryCategory: config.countryCategory,
  };
}
