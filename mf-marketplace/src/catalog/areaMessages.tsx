import type { PageModule } from '@eventalp/shell-kit';
import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider, useIntl, type IntlShape } from 'react-intl';

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

// One formatter cache for every head, so formatting a title builds no Intl objects per request.
const headCache = createIntlCache();

function withMessages(intl: IntlShape, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: intl.locale,
      defaultLocale: intl.defaultLocale,
      timeZone: intl.timeZone,
      messages: { ...(intl.messages as Messages), ...messages },
    },
    headCache,
  );
}

/** Renders `children` with the area's messages over the front end's. */
export function AreaMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const intl = useIntl();
  const merged = useMemo(
    () => ({ ...(intl.messages as Messages), ...messages }),
    [intl.messages, messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      onError={intl.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A page module whose texts live in catalogs of their own (package.json
 * `eventalp.separateCatalogs`): its `load` also loads the area's messages in the page's locale
 * (they travel with the page's data, so the browser hydrates with the server's texts), and its
 * head and view read them over the front end's. Texts only these pages show stay out of the
 * catalog every page of the marketplace carries in its first chunk.
 */
export function withAreaMessages<Data>(
  module: PageModule<Data>,
  catalogs: AreaCatalogs,
): PageModule<AreaData<Data>> {
  const { Component } = module;
  return {
    load: async (context) => {
      const [data, messages] = await Promise.all([
        module.load(context),
        loadAreaMessages(catalogs, context.locale),
      ]);
      return { data, messages };
    },
    head: (area, intl, context) =>
      module.head(area.data, withMessages(intl, area.messages), context),
    Component: ({ data: area, params }) => (
      <AreaMessages messages={area.messages}>
        <Component data={area.data} params={params} />
      </AreaMessages>
    ),
  };
}
