import {
  createPlatform,
  createPlatformClient,
  csrfTokenFromMeta,
  type Platform,
} from '@eventalp/shell-kit';
import type { PageConfig } from '../PageConfig';

/** localStorage, or null where the browser forbids it (privacy modes): favourites then stay empty. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one platform object of this page, handed to the header and every micro-frontend. */
export function createBrowserPlatform(config: PageConfig): Platform {
  return createPlatform(config, {
    http: (bus) =>
      createPlatformClient({
        baseUrl: '/api',
        csrfToken: csrfTokenFromMeta,
        locale: config.locale,
        bus,
      }),
    storage: browserStorage(),
    window,
  });
}
