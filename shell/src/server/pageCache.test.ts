import {
  CSP_NONCE_PLACEHOLDER,
  CSRF_TOKEN_PLACEHOLDER,
  fillPageTemplate,
  PageCache,
  pageCacheKey,
  pageTemplateOf,
  type PageCacheKeyParts,
  type PageOutcome,
} from './pageCache';

const KEY: PageCacheKeyParts = {
  origin: 'https://www.eventalp.ch',
  url: '/site/_eventalp/1/a.html',
  locale: 'de-CH',
  countryCategory: 1,
  crawler: false,
};

function documentOf(html: string, cacheable = true): PageOutcome {
  return { kind: 'document', template: pageTemplateOf(200, html), cacheable };
}

/** A render whose promise the test settles, to hold it in flight. */
function deferredRender() {
  let settle!: (outcome: PageOutcome) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<PageOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const render = jest.fn(() => promise);
  return { render, settle, fail };
}

describe('pageCacheKey', () => {
  it.each<[string, Partial<PageCacheKeyParts>]>([
    ['protocol', { origin: 'http://www.eventalp.ch' }],
    ['host', { origin: 'https://www.eventalp.de' }],
    ['path', { url: '/site/_eventalp/2/b.html' }],
    ['query', { url: '/site/_eventalp/1/a.html?page=2' }],
    ['locale', { locale: 'fr' }],
    ['country category', { countryCategory: 2 }],
    ['crawler flag', { crawler: true }],
  ])('differs by %s', (_, change) => {
    expect(pageCacheKey({ ...KEY, ...change })).not.toBe(pageCacheKey(KEY));
  });

  it('cannot be forged by shifting text between parts', () => {
    expect(pageCacheKey({ ...KEY, origin: 'https://a', url: 'b/c' })).not.toBe(
      pageCacheKey({ ...KEY, origin: 'https://ab', url: '/c' }),
    );
  });
});

describe('page templates', () => {
  const html = `<meta name="csrf-token" content="${CSRF_TOKEN_PLACEHOLDER}"><script>x={"session":{"csrfToken":"${CSRF_TOKEN_PLACEHOLDER}","user":null}}</script>`;

  it('put each visitor’s token wherever the placeholder was', () => {
    const template = pageTemplateOf(200, html);
    expect(fillPageTemplate(template, { csrfToken: 'tokenA_-1', cspNonce: 'n1' })).toBe(
      '<meta name="csrf-token" content="tokenA_-1"><script>x={"session":{"csrfToken":"tokenA_-1","user":null}}</script>',
    );
    expect(fillPageTemplate(template, { csrfToken: 'tokenB', cspNonce: 'n1' })).not.toContain(
      'tokenA',
    );
    expect(fillPageTemplate(template, { csrfToken: '', cspNonce: 'n1' })).not.toContain(
      CSRF_TOKEN_PLACEHOLDER,
    );
  });

  it('refuse a token that HTML or JSON escaping would change', () => {
    expect(() =>
      fillPageTemplate(pageTemplateOf(200, html), { csrfToken: '"><script>', cspNonce: 'n1' }),
    ).toThrow();
  });

  it('put each response’s CSP nonce wherever its placeholder was, beside the token', () => {
    const template = pageTemplateOf(
      200,
      `<script nonce="${CSP_NONCE_PLACEHOLDER}">x="${CSRF_TOKEN_PLACEHOLDER}"</script><style nonce="${CSP_NONCE_PLACEHOLDER}"></style>`,
    );
    expect(fillPageTemplate(template, { csrfToken: 'tok', cspNonce: 'nonceA' })).toBe(
      '<script nonce="nonceA">x="tok"</script><style nonce="nonceA"></style>',
    );
    expect(fillPageTemplate(template, { csrfToken: 'tok', cspNonce: 'nonceB' })).not.toContain(
      'nonceA',
    );
    expect(() => fillPageTemplate(template, { csrfToken: 'tok', cspNonce: '"x' })).toThrow();
  });

  it('leave a page without placeholder as it is', () => {
    expect(
      fillPageTemplate(pageTemplateOf(404, '<p>"x"</p>'), { csrfToken: '"', cspNonce: '"' }),
    ).toBe('<p>"x"</p>');
  });

  it('use a placeholder that survives HTML and JSON escaping unchanged', () => {
    expect(CSRF_TOKEN_PLACEHOLDER).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(JSON.stringify(CSRF_TOKEN_PLACEHOLDER)).toBe(`"${CSRF_TOKEN_PLACEHOLDER}"`);
  });
});

describe('PageCache', () => {
  let now = 0;
  const cache = () =>
    new PageCache({ ttlMs: 30_000, maxEntries: 2, maxChars: 1000, now: () => now });
  beforeEach(() => {
    now = 1_000_000;
  });

  it('renders once and answers the same page until the TTL has passed', async () => {
    const pages = cache();
    const render = jest.fn(async () => documentOf('<html>1</html>'));
    expect((await pages.get('k', render)).hit).toBe(false);
    now += 29_000;
    const second = await pages.get('k', render);
    expect(second.hit).toBe(true);
    expect(second.outcome).toEqual(documentOf('<html>1</html>'));
    expect(render).toHaveBeenCalledTimes(1);
    now += 2_000;
    expect((await pages.get('k', render)).hit).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it.each<[string, PageOutcome]>([
    ['a redirect', { kind: 'redirect', status: 301, location: '/elsewhere' }],
    ['a page not for sharing (404, browser fallback)', documentOf('<html>404</html>', false)],
  ])('does not keep %s', async (_, outcome) => {
    const pages = cache();
    const render = jest.fn(async () => outcome);
    await pages.get('k', render);
    const second = await pages.get('k', render);
    expect(second).toEqual({ outcome, hit: false });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one render between concurrent misses of a key', async () => {
    const pages = cache();
    const { render, settle } = deferredRender();
    const first = pages.get('k', render);
    const second = pages.get('k', render);
    settle(documentOf('<html>shared</html>'));
    expect(await first).toMatchObject({ hit: false });
    expect(await second).toMatchObject({ hit: true, outcome: documentOf('<html>shared</html>') });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent visitors render for themselves when the shared render is not for sharing', async () => {
    const pages = cache();
    const { render, settle } = deferredRender();
    const first = pages.get('k', render);
    const own = jest.fn(async () => documentOf('<html>own</html>', false));
    const second = pages.get('k', own);
    settle({ kind: 'redirect', status: 302, location: '/' });
    expect((await first).outcome).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(await second).toEqual({ outcome: documentOf('<html>own</html>', false), hit: false });
  });

  it('forgets a failed render: its caller sees the error, the next visitor renders again', async () => {
    const pages = cache();
    const { render, fail } = deferredRender();
    const first = pages.get('k', render);
    const waiting = pages.get('k', async () => documentOf('<html>retry</html>'));
    fail(new Error('remote down'));
    await expect(first).rejects.toThrow('remote down');
    expect((await waiting).outcome).toEqual(documentOf('<html>retry</html>'));
    expect((await pages.get('k', async () => documentOf('<html>x</html>'))).hit).toBe(true);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const pages = cache();
    const render = (html: string) => async () => documentOf(html);
    await pages.get('a', render('a'));
    await pages.get('b', render('b'));
    await pages.get('a', render('a'));
    await pages.get('c', render('c'));
    expect(pages.size).toBe(2);
    expect((await pages.get('a', render('a'))).hit).toBe(true);
    expect((await pages.get('b', render('b'))).hit).toBe(false);
  });

  it('keeps no page larger than its character budget', async () => {
    const pages = cache();
    await pages.get('big', async () => documentOf('x'.repeat(2000)));
    expect(pages.size).toBe(0);
  });
});

describe('PageCache past the TTL (stale-if-error)', () => {
  let now = 0;
  const cache = () =>
    new PageCache({
      ttlMs: 30_000,
      staleIfErrorMs: 600_000,
      maxEntries: 10,
      maxChars: 10_000,
      now: () => now,
    });
  const failedPage: PageOutcome = {
    kind: 'document',
    template: pageTemplateOf(503, '<html>error</html>'),
    cacheable: false,
    failed: true,
  };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('serves the last good copy when the re-render fails, then the new page once it renders', async () => {
    const pages = cache();
    await pages.get('k', async () => documentOf('<html>good</html>'));
    now += 60_000;
    const failing = jest.fn(async () => failedPage);
    const stale = await pages.get('k', failing);
    expect(stale).toEqual({ outcome: documentOf('<html>good</html>'), hit: true, stale: true });
    // Every visitor tries again: the page is back as soon as a render succeeds.
    expect((await pages.get('k', failing)).stale).toBe(true);
    expect(failing).toHaveBeenCalledTimes(2);
    const fresh = await pages.get('k', async () => documentOf('<html>new</html>'));
    expect(fresh).toEqual({ outcome: documentOf('<html>new</html>'), hit: false });
  });

  it('serves the last good copy when the render throws', async () => {
    const pages = cache();
    await pages.get('k', async () => documentOf('<html>good</html>'));
    now += 31_000;
    const stale = await pages.get('k', async () => {
      throw new Error('fetch failed');
    });
    expect(stale).toMatchObject({ outcome: documentOf('<html>good</html>'), stale: true });
  });

  it('lets a page that is not a failure (a 404, a redirect) replace the kept copy', async () => {
    const pages = cache();
    await pages.get('k', async () => documentOf('<html>good</html>'));
    now += 31_000;
    const gone: PageOutcome = { kind: 'redirect', status: 301, location: '/elsewhere' };
    expect(await pages.get('k', async () => gone)).toEqual({ outcome: gone, hit: false });
    const missing = documentOf('<html>404</html>', false);
    expect(await pages.get('k', async () => missing)).toEqual({ outcome: missing, hit: false });
  });

  it('answers concurrent visitors of a failing page with the copy after a single attempt', async () => {
    const pages = cache();
    await pages.get('k', async () => documentOf('<html>good</html>'));
    now += 31_000;
    const { render, settle } = deferredRender();
    const first = pages.get('k', render);
    const other = jest.fn(async () => failedPage);
    const second = pages.get('k', other);
    settle(failedPage);
    expect((await first).stale).toBe(true);
    expect((await second).stale).toBe(true);
    expect(other).not.toHaveBeenCalled();
  });

  it('forgets the copy after the grace period: the failure is answered', async () => {
    const pages = cache();
    await pages.get('k', async () => documentOf('<html>good</html>'));
    now += 30_000 + 600_000 + 1;
    expect(await pages.get('k', async () => failedPage)).toEqual({
      outcome: failedPage,
      hit: false,
    });
  });
});
