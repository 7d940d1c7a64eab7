import { createTestPlatform, type TestPlatform } from '../test-platform';

/**
 * Every Intl formatter holds tens of kilobytes of native ICU memory behind a small JS object; it is
 * freed only when a full garbage collection collects that object, and the JS heap grows slowly, so
 * one formatter per request grew the API's resident memory by about 700 MB per 32,000 searches.
 * Formatters are built once per module (lint rule `eventalp/intl-once`); this checks that the
 * public routes, plugins and libraries included, build none while answering.
 */
const FORMATTERS = [
  'DateTimeFormat',
  'NumberFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'DisplayNames',
  'Segmenter',
] as const;
type FormatterName = (typeof FORMATTERS)[number];

/** Counts formatters built (and locale-taking `toLocale…`/`localeCompare` calls) until restored. */
function countIntl() {
  const built: Record<string, number> = {};
  const restore: (() => void)[] = [];
  for (const name of FORMATTERS) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    built[name] = 0;
    const Counted = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        built[name]! += 1;
      }
    };
    (Intl as unknown as Record<FormatterName, unknown>)[name] = Counted;
    restore.push(() => ((Intl as unknown as Record<FormatterName, unknown>)[name] = Original));
  }
  const methods: [object, string, number][] = [
    [Number.prototype, 'toLocaleString', 0],
    [Date.prototype, 'toLocaleString', 0],
    [Date.prototype, 'toLocaleDateString', 0],
    [Date.prototype, 'toLocaleTimeString', 0],
    [String.prototype, 'localeCompare', 1],
  ];
  for (const [prototype, method, plainArgs] of methods) {
    const key = `${method} with a locale`;
    built[key] = 0;
    const target = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = target[method]!;
    target[method] = function (this: unknown, ...args: unknown[]) {
      if (args.length > plainArgs) built[key]! += 1;
      return original.apply(this, args);
    };
    restore.push(() => (target[method] = original));
  }
  return { built, restore: () => restore.forEach((undo) => undo()) };
}

describe('native memory per request', () => {
  let t: TestPlatform;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    const grid = await t.agent.get('/api/guest/search/locations?per_page=3');
    const ids: number[] = grid.body.data.map((card: { id: number }) => card.id);
    routes = [
      '/api/guest/search/locations?seed=12345678',
      '/api/guest/search/locations?region=272&persons=50&style=banquet&page=2&seed=12345678',
      '/api/guest/search/locations?q=Schloss&seed=12345678',
      '/api/guest/search/providers?seed=12345678',
      '/api/guest/search/suggest?q=Zu',
      ...ids.map((id) => `/api/guest/locations/${id}`),
      '/api/guest/locations?per_page=12',
      '/api/guest/home',
      '/api/guest/home/package-deals',
      '/api/guest/award/campaigns',
      '/api/guest/magazine/articles',
      '/api/guest/magazine/search?q=Event',
      '/api/guest/jobs',
    ];
  });
  afterAll(() => t.close());

  it('answers public requests without building an Intl formatter', async () => {
    // First answers may build what a module keeps for good (lazily loaded code, caches).
    for (const route of routes) await t.agent.get(route);
    const counter = countIntl();
    try {
      for (let round = 0; round < 3; round++)
        for (const route of routes)
          expect([route, (await t.agent.get(route)).status]).toEqual([route, 200]);
    } finally {
      counter.restore();
    }
    expect(counter.built).toEqual(
      Object.fromEntries(Object.keys(counter.built).map((name) => [name, 0])),
    );
  });
});
