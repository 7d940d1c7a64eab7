import type { InitialPageState, PageHead, Platform, Visit } from '@eventalp/shell-kit';
import { LRUCache } from 'lru-cache';
import { containerIdOf } from '../PageConfig';
import { microFrontendOf, type AppName } from '../routing/microFrontends';
import type { ShellServerConfig } from './config';
import type { PageRequest } from './pageRequest';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderRemote } from './renderRemote';
import { renderErrorPage, renderNotFound } from './renderShellParts';

export const DEFAULT_HEAD: PageHead = { title: 'Locations für jeden Event finden und mieten' };
const NOT_FOUND_HEAD: PageHead = { title: '404 Not Found', robots: 'noindex,nofollow' };
/** The spec's generic error text (section 8) as the title: the page is German like the site. */
export const ERROR_HEAD: PageHead = {
  title: 'Es ist ein Fehler aufgetreten',
  robots: 'noindex,nofollow',
};
const PRIVATE_HEAD: PageHead = { ...DEFAULT_HEAD, robots: 'noindex,nofollow' };

/** The page's main column and what the document around it needs to know of it. */
export interface MainContent {
  status: number;
  head: PageHead;
  html: string;
  initialState: InitialPageState | null;
  /** Absolute URLs of the micro-frontend's stylesheets, linked in the head. */
  stylesheets: readonly string[];
  /** Server-rendered by its remote with status 200: the same for every anonymous visitor. */
  serverRendered: boolean;
  /** Its remote failed or timed out: the error page or the browser fallback stands in. */
  failed: boolean;
}

/**
 * The head of every page a remote rendered lately for a visitor who is not signed in, by origin,
 * path, query and locale: when the
 * remote cannot render it (down, slow), the browser fallback keeps the page's own title and
 * description instead of the site's default. Heads are small; 5,000 of them are about 2 MB.
 */
export class RenderedHeads {
  private readonly heads = new LRUCache<string, PageHead>({ max: 5000 });

  private static keyOf(request: PageRequest, visit: Visit): string {
    return JSON.stringify([request.origin, request.url, visit.locale]);
  }

  remember(request: PageRequest, visit: Visit, head: PageHead): void {
    this.heads.set(RenderedHeads.keyOf(request, visit), head);
  }

  recall(request: PageRequest, visit: Visit): PageHead | undefined {
    return this.heads.get(RenderedHeads.keyOf(request, visit));
  }
}

export type MainOutcome =
  | { kind: 'content'; main: MainContent }
  | { kind: 'redirect'; status: 301 | 302; location: string };

/** The 404 page in the main column. */
export function notFoundContent(platform: Platform): MainContent {
  return {
    status: 404,
    head: NOT_FOUND_HEAD,
    html: renderNotFound(platform),
    initialState: null,
    stylesheets: [],
    serverRendered: false,
    failed: false,
  };
}

/**
 * The main column of a micro-frontend's page: rendered by its remote on the server (public
 * pages), or an empty container the browser fills (user area and back office by design; any
 * remote that is down or slow). A remote's 404 is the 404 page, its failure the error page.
 */
export async function renderMainContent(
  app: AppName,
  renderPath: string,
  request: PageRequest,
  visit: Visit,
  platform: Platform,
  context: { config: ShellServerConfig; builds: RemoteServerBuilds; heads: RenderedHeads },
): Promise<MainOutcome> {
  const { config, builds, heads } = context;
  const mf = microFrontendOf(app);
  const remoteOrigin = config.remotes[mf.app];
  const container = (html: string, serverRendered: boolean) =>
    `<div id="${containerIdOf(mf.app)}"${serverRendered ? ' data-ssr="true"' : ''}>${html}</div>`;
  const rendered = mf.serverRendered
    ? await renderRemote(
        builds,
        mf,
        remoteOrigin,
        {
          ...visit,
          path: renderPath,
          search: request.search,
          apiUrl: config.apiUrl,
          origin: request.origin,
          cookie: request.cookie,
        },
        config.ssrTimeoutMs,
      )
    : null;

  if (rendered?.status === 301 || rendered?.status === 302)
    return { kind: 'redirect', status: rendered.status, location: rendered.location };
  if (rendered?.status === 404) return { kind: 'content', main: notFoundContent(platform) };
  if (rendered?.status === 500 || rendered?.status === 503) {
    return {
      kind: 'content',
      main: {
        status: rendered.status,
        head: ERROR_HEAD,
        html: renderErrorPage(platform, rendered.status),
        initialState: null,
        stylesheets: [],
        serverRendered: false,
        failed: true,
      },
    };
  }
  if (rendered?.status === 200) {
    // Only what anyone may see: a signed-in owner's preview must not lend its title to others.
    if (visit.session.user === null) heads.remember(request, visit, rendered.head);
    return {
      kind: 'content',
      main: {
        status: rendered.head.status ?? 200,
        head: rendered.head,
        html: container(rendered.html, true),
        initialState: rendered.state,
        // Remotes name their stylesheets below their browser build's root (their origin).
        stylesheets: rendered.stylesheets.map((file) =>
          new URL(file, `${remoteOrigin}/`).toString(),
        ),
        serverRendered: true,
        failed: false,
      },
    };
  }
  // Rendered in the browser, which loads the remote's stylesheet with its chunks. A public page
  // its remote could not render keeps the head it had when it was last rendered.
  return {
    kind: 'content',
    main: {
      status: 200,
      head: mf.serverRendered ? (heads.recall(request, visit) ?? DEFAULT_HEAD) : PRIVATE_HEAD,
      html: container('', false),
      initialState: null,
      stylesheets: [],
      serverRendered: false,
      failed: mf.serverRendered,
    },
  };
}
