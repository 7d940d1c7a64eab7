import { useEffect, useState } from 'react';
import { ErrorText } from '../errors/ErrorText';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlatform } from '../platform/PlatformContext';
import { pageLoadContext, type AnyPage, type PageParams, type PageQuery } from './PageDefinition';
import { preloadPageComponent } from './lazyPages';
import { PageNotFound } from './PageNotFound';
import { pageOutcomeOf } from './pageOutcome';

interface PageViewProps {
  page: AnyPage;
  params: PageParams;
  query: PageQuery;
  /** Present when the server rendered this page: used as is, so hydration matches. */
  initialData: unknown;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; data: unknown }
  | { status: 'failed' }
  | { status: 'not-found' };

/** Renders a page, loading its data in the browser when the server did not. */
export function PageView(props: PageViewProps) {
  const platform = usePlatform();
  const intl = useIntl();
  // The root keys this view by path and query: what it shows is fixed when it mounts.
  const [{ page, params, query, initialData }] = useState(props);
  const [state, setState] = useState<LoadState>(
    initialData === undefined ? { status: 'loading' } : { status: 'ready', data: initialData },
  );

  // Runs once per mount: the root keys this view by path, so a new path means a new view.
  useEffect(() => {
    if (initialData !== undefined) return;
    let cancelled = false;
    Promise.all([
      page.load(pageLoadContext(platform, params, query)),
      preloadPageComponent(page.Component),
    ])
      .then(([data]) => !cancelled && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (cancelled) return;
        const outcome = pageOutcomeOf(error);
        // Same answer as the server's: follow the redirect, or show the missing page.
        if (outcome?.status === 404) setState({ status: 'not-found' });
        else if (outcome) window.location.replace(outcome.location);
        else setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [initialData, page, params, platform, query]);

  // Loaded in the browser (the server could not render it, or a navigation inside the page):
  // the page's own title, as the server would have set it.
  useEffect(() => {
    if (initialData !== undefined || state.status !== 'ready') return;
    try {
      document.title = page.head(state.data as never, intl, {
        params,
        origin: window.location.origin,
      }).title;
    } catch {
      // A head that cannot be built from what loaded keeps the document's title.
    }
  }, [initialData, intl, page, params, state]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="ea-status">
        <FormattedMessage id="kit.page.loading" defaultMessage="Daten werden geladen …" />
      </p>
    );
  }
  if (state.status === 'not-found') return <PageNotFound />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="ea-status ea-status--error">
        <ErrorText />
      </p>
    );
  }
  const { Component } = page;
  return <Component data={state.data as never} params={params} />;
}
