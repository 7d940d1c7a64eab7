import {
  definePage,
  type AnyPage,
  type LazyPageComponent,
  type PageDefinition,
  type PageModule,
} from '@eventalp/shell-kit';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';

type Messages = Record<string, string>;

/** An area's catalogs, each a chunk of its own: `{ 'de-CH': () => import('./lang/de-CH.json') }`. */
export type AreaCatalogs = Record<string, () => Promise<{ default: Messages }>>;

/** A page's data with the messages of its area in the page's locale. */
export interface AreaData<Data> {
  data: Data;
  messages: Messages;
}

/** The area's messages in `locale` (Swiss German for a locale without a catalog). */
export async function loadAreaMessages(catalogs: AreaCatalogs, locale: string): Promise<Messages> {
  const load = catalogs[locale] ?? catalogs['de-CH']!;
  return (await load()).default;
}

// One formatter cache for every area's intl objects, and one intl object per front-end intl and
// area catalog: a render builds no \`Intl\` formatters and parses no message twice (a provider of
// its own per render would, and their native memory outlives the render).
const cache = createIntlCache();
const areaIntls = new WeakMap<IntlShape, WeakMap<Messages, IntlShape>>();

/** The front end's intl with the area's messages over its own, the same object every time. */
function areaIntl(intl: IntlShape, messages: Messages): IntlShape {
  let byArea = areaIntls.get(intl);
  if (!byArea) areaIntls.set(intl, (byArea = new WeakMap()));
  let merged = byArea.get(messages);
  if (!merged) {
    merged = createIntl(
      {
        locale: intl.locale,
        defaultLocale: intl.defaultLocale,
        timeZone: intl.timeZone,
        formats: intl.formats,
        onError: intl.onError,
        messages: { ...(intl.messages as Messages), ...messages },
      },
      cache,
    );
    byArea.set(messages, merged);
  }
  return merged;
}

/** Renders \`children\` with the area's messages over the front end's. */
export function AreaMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <RawIntlProvider value={areaIntl(useIntl(), messages)}>{children}</RawIntlProvider>;
}

/**
 * A page module whose texts live in catalogs of their own (package.json
 * `eventalp.separateCatalogs`): its `load` also loads the area's messages in the page's locale
 * (they travel with the page's data, so the browser hydrates with the server's texts and fetches
 * no catalog for its first page), and its head and view read them over the front end's. Texts
 * only these pages show stay out of the catalog every page of the front end carries in its first
 * chunk. A lazy view (`lazyPageComponent`) stays lazy: its `preload` is kept.
 */
export function withAreaMessages<Data>(
  module: PageModule<Data>,
  catalogs: AreaCatalogs,
): PageModule<AreaData<Data>> {
  const { Component } = module;
  const View: PageModule<AreaData<Data>>['Component'] = ({ data: area, params }) => (
    <AreaMessages messages={area.messages}>
      <Component data={area.data} params={params} />
    </AreaMessages>
  );
  const preload = (Component as Partial<LazyPageComponent<never>>).preload;
  return {
    load: async (context) => {
      const [data, messages] = await Promise.all([
        module.load(context),
        loadAreaMessages(catalogs, context.locale),
      ]);
      return { data, messages };
    },
    head: (area, intl, context) => module.head(area.data, areaIntl(intl, area.messages), context),
    Component: typeof preload === 'function' ? Object.assign(View, { preload }) : View,
  };
}

/**
 * `definePage` for a page of an area with catalogs of its own: `withAreaMessages` over its load,
 * head and view (a lazy view stays lazy), id, path and query as they are.
 */
export function defineAreaPage<Data>(catalogs: AreaCatalogs, page: PageDefinition<Data>): AnyPage {
  return definePage<AreaData<Data>>({ ...page, ...withAreaMessages(page, catalogs) });
}
