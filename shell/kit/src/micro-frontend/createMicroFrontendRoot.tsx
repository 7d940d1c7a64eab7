import type { FunctionComponent } from 'react';
import { loadMessages, type MessageCatalogs } from '../i18n/catalogs';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { PlatformProvider } from '../platform/PlatformContext';
import { ErrorBoundary } from './ErrorBoundary';
import type { MicroFrontendProps } from './MicroFrontendProps';
import { findPage, pageSearchOf, queryOf, type AnyPage } from './PageDefinition';
import { PageNotFound } from './PageNotFound';
import { PageView } from './PageView';

export interface MicroFrontendDefinition {
  pages: readonly AnyPage[];
  catalogs: MessageCatalogs;
}

/** A micro-frontend's root component and what it needs before it renders (its messages). */
export interface MicroFrontendRootComponent extends FunctionComponent<MicroFrontendProps> {
  prepare(locale: Locale): Promise<void>;
}

/** The root component of a micro-frontend: providers, error boundary and the page for the path. */
export function createMicroFrontendRoot({
  pages,
  catalogs,
}: MicroFrontendDefinition): MicroFrontendRootComponent {
  function MicroFrontendRoot({ platform, path, search, initialState }: MicroFrontendProps) {
    const found = findPage(pages, path);
    const initialData =
      found && initialState?.path === path && initialState.pageId === found.page.id
        ? initialState.data
        : undefined;
    return (
      <PlatformProvider platform={platform}>
        <I18nProvider locale={platform.locale} catalogs={catalogs}>
          <ErrorBoundary>
            {found ? (
              <PageView
                key={`${path}${search}`}
                page={found.page}
                params={found.params}
                query={queryOf(pageSearchOf(found.page, search))}
                initialData={initialData}
              />
            ) : (
              <PageNotFound />
            )}
          </ErrorBoundary>
        </I18nProvider>
      </PlatformProvider>
    );
  }
  MicroFrontendRoot.prepare = async (locale: Locale) => {
    await loadMessages(catalogs, locale);
  };
  return MicroFrontendRoot;
}
