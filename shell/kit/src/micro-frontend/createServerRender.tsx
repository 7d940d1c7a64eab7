import type { ComponentType, ReactElement } from 'react';
import { createPlatformClient } from '../http/createPlatformClient';
import { loadMessages, type MessageCatalogs } from '../i18n/catalogs';
import { sharedIntl } from '../i18n/sharedIntl';
import { createPlatform } from '../platform/createPlatform';
import type { Visit } from '../platform/Visit';
import type { InitialPageState, MicroFrontendProps } from './MicroFrontendProps';
import {
  findPage,
  pageLoadContext,
  pageSearchAt,
  pageSearchOf,
  queryOf,
  type AnyPage,
  type PageHead,
} from './PageDefinition';
import { preloadPageComponent } from './lazyPages';
import { pageOutcomeOf } from './pageOutcome';

declare global {
  /**
   * The stylesheets of a remote's browser build (paths below its root, e.g. `styles.<hash>.css`),
   * defined by the kit's build in the remote's server build; pass it to `createServerRender`.
   */
  const __EVENTALP_STYLESHEETS__: readonly string[];
}

/** What the shell server sends to a remote's `./server` module for one request. */
export interface ServerRenderInput extends Visit {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** Base URL of the platform API, e.g. http://127.0.0.1:3100 (without /api). */
  apiUrl: string;
  /** The site as the visitor reached it, e.g. https://www.eventalp.ch. */
  origin: string;
  /** The visitor's Cookie header, forwarded to the API. */
  cookie?: string;
}

/**
 * 404 when no page of the micro-frontend matches or the page's entry does not exist (the shell
 * renders its error page); 301/302 when the page lives elsewhere (e.g. its canonical path).
 * A rendered page names the stylesheets its HTML needs (paths below the remote's browser build),
 * which the shell links in the head, so the page is styled before any script runs.
 */
export type ServerRenderResult =
  | {
      status: 200;
      html: string;
      head: PageHead;
      state: InitialPageState;
      stylesheets: readonly string[];
    }
  | { status: 301 | 302; location: string }
  | { status: 404 };

/** The module a remote exposes as `./server`. */
export interface RemoteServerModule {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  /**
   * The part of `search` the page at `path` reads (`PageDefinition.query`): what `render` makes
   * of the path depends on it and nothing else of the query, so the shell keys its page cache
   * by it. Absent in builds older than the page declarations: then the whole query counts.
   */
  pageSearch?(path: string, search: string): string;
}

/** Builds a remote's server `pageSearch` from its pages. */
export function createPageSearch(
  pages: readonly AnyPage[],
): NonNullable<RemoteServerModule['pageSearch']> {
  return (path, search) => pageSearchAt(pages, path, search);
}

interface ServerRenderOptions {
  Root: ComponentType<MicroFrontendProps>;
  pages: readonly AnyPage[];
  catalogs: MessageCatalogs;
  /** The remote's own `react-dom/server` renderToString (kept out of browser bundles). */
  renderToString: (element: ReactElement) => string;
  /** The remote's stylesheets: `__EVENTALP_STYLESHEETS__`, which its build defines. */
  stylesheets: readonly string[];
}

/** Builds a remote's server `render`: load the page's data, render it, describe its head. */
export function createServerRender(options: ServerRenderOptions): RemoteServerModule['render'] {
  const { Root, pages, catalogs, renderToString, stylesheets } = options;
  return async function render(input) {
    const found = findPage(pages, input.path);
    if (!found) return { status: 404 };
    // Parameters the page does not read (utm_*, fbclid, …) never reach it.
    const search = pageSearchOf(found.page, input.search);
    const platform = createPlatform(input, {
      http: () =>
        createPlatformClient({
          baseUrl: `${input.apiUrl}/api`,
          cookie: input.cookie,
          csrfToken: () => input.session.csrfToken,
          locale: input.locale,
        }),
      storage: null,
    });
    let data: unknown;
    try {
      [data] = await Promise.all([
        found.page.load(pageLoadContext(platform, found.params, queryOf(search))),
        preloadPageComponent(found.page.Component),
        loadMessages(catalogs, input.locale),
      ]);
    } catch (error) {
      const outcome = pageOutcomeOf(error);
      if (outcome) return outcome;
      throw error;
    }
    const state: InitialPageState = { path: input.path, pageId: found.page.id, data };
    const intl = sharedIntl(input.locale, await loadMessages(catalogs, input.locale));
    const head = found.page.head(data as never, intl, {
      params: found.params,
      origin: input.origin,
    });
    const html = renderToString(
      <Root platform={platform} path={input.path} search={search} initialState={state} />,
    );
    return { status: 200, html, head, state, stylesheets };
  };
}
