import type { ComponentType, ReactElement } from 'react';
import { createIntl } from 'react-intl';
import { createAuthStore } from '../auth/createAuthStore';
import type { Session } from '../auth/User';
import { createPlatformEventBus } from '../bus/platformEvents';
import type { CountryCategory } from '@eventalp/platform-sdk/domain';
import { createPlatformClient } from '../http/createPlatformClient';
import { DEFAULT_LOCALE, type Locale, type MessageCatalogs } from '../i18n/locales';
import type { Platform } from '../platform/Platform';
import type { InitialPageState, MicroFrontendProps } from './MicroFrontendProps';
import { findPage, type AnyPage, type PageHead } from './PageDefinition';

/** What the shell server sends to a remote's `./server` module for one request. */
export interface ServerRenderInput {
  path: string;
  /** Base URL of the platform API, e.g. http://127.0.0.1:3100 (without /api). */
  apiUrl: string;
  /** The visitor's Cookie header, forwarded to the API. */
  cookie?: string;
  session: Session;
  locale: Locale;
  countryCategory: CountryCategory;
}

/** 404 when no page of the micro-frontend matches; then the shell renders its error page. */
export type ServerRenderResult =
  { status: 200; html: string; head: PageHead; state: InitialPageState } | { status: 404 };

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
    const platform: Platform = {
      http: createPlatformClient({
        baseUrl: `${input.apiUrl}/api`,
        cookie: input.cookie,
        csrfToken: () => input.session.csrfToken,
      }),
      auth: createAuthStore(input.session.user),
      bus: createPlatformEventBus(),
      locale: input.locale,
      countryCategory: input.countryCategory,
    };
    const data = await found.page.load({
      http: platform.http,
      params: found.params,
      user: input.session.user,
      locale: input.locale,
    });
    const state: InitialPageState = { path: input.path, pageId: found.page.id, data };
    const intl = createIntl({
      locale: input.locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: { ...catalogs[DEFAULT_LOCALE], ...catalogs[input.locale] },
    });
    const head = found.page.head(data as never, intl, found.params);
    const html = renderToString(
      <Root platform={platform} path={input.path} initialState={state} />,
    );
    return { status: 200, html, head, state };
  };
}
