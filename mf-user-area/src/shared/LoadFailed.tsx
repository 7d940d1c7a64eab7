import type { PageDefinition } from '@eventalp/shell-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { LOAD_FAILED, orLoadFailure } from './loadFailure';
import { UserAreaFrame, type UserAreaSection } from './UserAreaFrame';

/** The spec's 'error loading data', where a page would have shown what it could not load. */
export function LoadFailedText() {
  return (
    <p role="alert" className="ea-status ea-status--error">
      <FormattedMessage id="userArea.load.failed" defaultMessage="Fehler beim Laden der Daten." />
    </p>
  );
}

/** What a page wrapped by `withLoadFailure` loads when the API failed to answer. */
export interface LoadFailed {
  loadFailed: true;
}

function isLoadFailed(data: unknown): data is LoadFailed {
  return typeof data === 'object' && data !== null && (data as LoadFailed).loadFailed === true;
}

interface LoadFailedView {
  /** The page's title without what failed to load (no entry or requester name). */
  title: (intl: IntlShape) => string;
  /** The user area's navigation item the page belongs to; `false` for the guest pages (no frame). */
  frame: UserAreaSection | false;
}

function LoadFailedPage({ view }: { view: LoadFailedView }) {
  const intl = useIntl();
  const content: ReactNode = (
    <>
      <h1>{view.title(intl)}</h1>
      <LoadFailedText />
    </>
  );
  if (view.frame === false) return <div className="ea-guest">{content}</div>;
  return <UserAreaFrame current={view.frame}>{content}</UserAreaFrame>;
}

/**
 * The page, which says so in the spec's words ('error loading data') inside its frame when the
 * API fails to give its data (a server error, a lost connection), instead of the bare general
 * error. What ends a page otherwise still does (404, redirects, an ended session: `orLoadFailure`).
 * The edit sections show the same text (`SectionPage`).
 */
export function withLoadFailure<Data>(
  page: PageDefinition<Data>,
  view: LoadFailedView,
): PageDefinition<Data | LoadFailed> {
  const { Component } = page;
  return {
    ...page,
    async load(context) {
      const data = await orLoadFailure(page.load(context));
      return data === LOAD_FAILED ? { loadFailed: true } : data;
    },
    head: (data, intl, context) =>
      isLoadFailed(data)
        ? { title: view.title(intl), robots: 'noindex,nofollow' }
        : page.head(data, intl, context),
    Component: ({ data, params }) =>
      isLoadFailed(data) ? (
        <LoadFailedPage view={view} />
      ) : (
        <Component data={data} params={params} />
      ),
  };
}
