import type { ComponentType, ReactElement } from 'react';
import { createIntl } from 'react-intl';
import { createAuthStore } from '../auth/createAuthStore';
import type { Session } from '../auth/User';
import { createPlatformEventBus } from '../bus/platformEvents';
import type { CountryCategory } from '@eventalp/platform-sdk/domain';
import { createFavouritesStore } from '../favourites/createFavouritesStore';
import { createPlatformClient } from '../http/createPlatformClient';
import { DEFAULT_LOCALE, type Locale, type MessageCatalogs } from '../i18n/locales';
import type { Platform } from '../platform/Platform';
import type { InitialPageState, MicroFrontendProps } from './MicroFrontendProps';
import { findPage, queryOf, type AnyPage, type PageHead } from './PageDefinition';
import { preloadPageComponent } from './lazyPages';
import { pageOutcomeOf } from './pageOutcome';

/** What the shell server sends to a remote's `./server` module for one request. */
export interface ServerRenderInput {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** Base URL of the platform API, e.g. http://127.0.0.1:3100 (without /api). */
  apiUrl: string;
  /** The site as the visitor reached it, e.g. https://www.eventalp.ch. */
  origin: string;
  /** The visitor's Cookie header, forwarded to the API. */
  cookie?: string;
  session: Session;
  locale: Locale;
  countryCategory: CountryCategory;
  brand: string;
  crawler: boolean;
  mapboxAccessToken: string | null;
}

/**
 * 404 when no page of the micro-frontend matches or the page's entry does not exist (the shell
 * renders its error page); 301/302 when the page lives elsewhere (e.g. its canonical path).
 */
export type ServerRenderResult =
  | { status: 200; html: string; head: PageHead; state: InitialPageState }
  | { status: 301 | 302; location: string }
  | { status: 404 };

/** The module a remote exposes as `./server`. */
export interface RemoteServerModule {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
}

interface ServerRenderOptions {
  Root: ComponentType<MicroFrontendProps>;
  pages: readonly AnyPage[];
  catalogs: MessageCatalogs;
  /** The remote's own `react-dom/server` renderToString (kept out of browser bundles). */
  renderToString: (element: ReactElement) => string;
}

/** Builds a remote's server `render`: load the page's data, render it, describe its head. */
export function createServerRender(options: ServerRenderOptions): RemoteServerModule['render'] {
  const { Root, pages, catalogs, renderToString } = options;
  return async function render(input) {
    const found = findPage(pages, input.path);
    if (!found) return { status: 404 };
    const bus = createPlatformEventBus();
    const platform: Platform = {
      http: createPlatformClient({
        baseUrl: `${input.apiUrl}/api`,
        cookie: input.cookie,
        csrfToken: () => input.session.csrfToken,
      }),
      auth: createAuthStore(input.session.user),
      bus,
      locale: input.locale,
      countryCategory: input.countryCategory,
      brand: input.brand,
      crawler: input.crawler,
      mapboxAccessToken: input.mapboxAccessToken,
      favourites: createFavouritesStore({ storage: null, bus }),
    };
    let data: unknown;
    try {
      [data] = await Promise.all([
        found.page.load({
          http: platform.http,
          params: found.params,
          query: queryOf(input.search),
          user: input.session.user,
          locale: input.locale,
          countryCategory: input.countryCategory,
          brand: input.brand,
        }),
        preloadPageComponent(found.page.Component),
      ]);
    } catch (error) {
      const outcome = pageOutcomeOf(error);
      if (outcome) return outcome;
      throw error;
    }
    const state: InitialPageState = { path: input.path, pageId: found.page.id, data };
    const intl = createIntl({
      locale: input.locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: { ...catalogs[DEFAULT_LOCALE], ...catalogs[input.locale] },
    });
    const head = found.page.head(data as never, intl, {
      params: found.params,
      origin: input.origin,
    });
    const html = renderToString(
      <Root platform={platform} path={input.path} search={input.search} initialState={state} />,
    );
    return { status: 200, html, head, state };
  };
}
