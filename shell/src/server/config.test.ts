import { readShellConfig } from './config';

const SECRET = 'x'.repeat(32);

describe('readShellConfig', () => {
  it('reads the API secret and the page cache settings', () => {
    const config = readShellConfig(
      { APP_SECRET: SECRET, PAGE_CACHE_TTL_MS: '0', PAGE_CACHE_MAX_ENTRIES: '20' },
      '/public',
    );
    expect(config).toMatchObject({
      appSecret: SECRET,
      secureCookies: false,
      pageCacheTtlMs: 0,
      pageCacheMaxEntries: 20,
    });
  });

  it('reads the workers and render limits, one process with 8 renders and 100 waiting by default', () => {
    expect(readShellConfig({}, '/public')).toMatchObject({
      workers: 1,
      renderConcurrency: 8,
      renderQueue: 100,
    });
    expect(
      readShellConfig(
        { SHELL_WORKERS: '2', RENDER_CONCURRENCY: '4', RENDER_QUEUE: '0' },
        '/public',
      ),
    ).toMatchObject({ workers: 2, renderConcurrency: 4, renderQueue: 0 });
    expect(() => readShellConfig({ RENDER_QUEUE: 'many' }, '/public')).toThrow(
      'RENDER_QUEUE must be a number',
    );
  });

  it('caches pages for 30 s by default and asks the API for tokens without a secret outside production', () => {
    expect(readShellConfig({}, '/public')).toMatchObject({
      appSecret: null,
      pageCacheTtlMs: 30_000,
    });
  });

  it('refuses to start in production without APP_SECRET, saying why', () => {
    expect(() => readShellConfig({ NODE_ENV: 'production' }, '/public')).toThrow(
      /APP_SECRET is required in production/,
    );
    expect(
      readShellConfig({ NODE_ENV: 'production', APP_SECRET: SECRET }, '/public'),
    ).toMatchObject({ secureCookies: true });
  });

  it('trusts a proxy only when TRUST_PROXY says so, like the API', () => {
    expect(readShellConfig({}, '/public').trustProxy).toBe(false);
    expect(readShellConfig({ TRUST_PROXY: 'true' }, '/public').trustProxy).toBe(true);
    expect(readShellConfig({ TRUST_PROXY: '0' }, '/public').trustProxy).toBe(false);
    expect(() => readShellConfig({ TRUST_PROXY: 'maybe' }, '/public')).toThrow(/TRUST_PROXY/);
  });

  it('refuses a short APP_SECRET, like the API', () => {
    expect(() => readShellConfig({ APP_SECRET: 'short' }, '/public')).toThrow(/32 characters/);
  });
});
