import { LRUCache } from 'lru-cache';

/** Stylesheets larger than this are linked, not inlined (a page should stay small). */
const MAX_INLINE_CHARS = 256 * 1024;

/** A micro-frontend's stylesheet as a page carries it: inlined when the shell has its text. */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

/**
 * The texts of the remotes' stylesheets, inlined into server-rendered pages: a `<link>` to
 * another origin would hold the first paint for a connection and a request (Lighthouse counted
 * about 300 ms on a phone). Their names carry a content hash, so a text never changes and is
 * fetched once per shell process; concurrent pages share the fetch. A stylesheet that cannot be
 * fetched in time is linked instead, and asked for again by the next page.
 */
export class RemoteStylesheets {
  private readonly texts = new LRUCache<string, Promise<string | null>>({ max: 64 });

  constructor(private readonly timeoutMs: number) {}

  async forPage(hrefs: readonly string[]): Promise<PageStylesheet[]> {
    return Promise.all(hrefs.map(async (href) => ({ href, css: await this.textOf(href) })));
  }

  private textOf(href: string): Promise<string | null> {
    const known = this.texts.get(href);
    if (known) return known;
    const text = fetch(href, { signal: AbortSignal.timeout(this.timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        const css = await response.text();
        return css.length > MAX_INLINE_CHARS ? null : css;
      })
      .catch((error: unknown) => {
        console.warn(`Stylesheet ${href} is linked, not inlined: ${String(error)}`);
        this.texts.delete(href);
        return null;
      });
    this.texts.set(href, text);
    return text;
  }
}
