import {
  createPlatform,
  createPlatformClient,
  I18nProvider,
  PlatformProvider,
  type Platform,
} from '@eventalp/shell-kit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogs } from '../catalogs';

/** Renders marketplace components as the server would, with a platform of their own. */
export function renderForTest(
  children: ReactNode,
  options: { crawler?: boolean; countryCategory?: Platform['countryCategory'] } = {},
): string {
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user: null },
      locale: 'de-CH',
      countryCategory: options.countryCategory ?? 1,
      brand: 'eventalp',
      crawler: options.crawler ?? false,
      mapboxAccessToken: null,
    },
    { http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => null }), storage: null },
  );
  return renderToStaticMarkup(
    <PlatformProvider platform={platform}>
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        {children}
      </I18nProvider>
    </PlatformProvider>,
  );
}
