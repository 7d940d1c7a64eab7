import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { User } from '../auth/User';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Locale } from '../i18n/locales';

/** What a server-rendered page puts into `<head>`. */
export interface PageHead {
  title: string;
  description?: string;
  /** Open Graph type, 'website' when absent. */
  ogType?: string;
  /** e.g. 'noindex,nofollow'. */
  robots?: string;
}

export type PageParams = Record<string, string>;

export interface PageLoadContext {
  http: PlatformClient;
  params: PageParams;
  user: User | null;
  locale: Locale;
}

/** One page of a micro-frontend: where it lives, the data it needs, its head and its view. */
export interface PageDefinition<Data> {
  id: string;
  /** Matched against the path; named groups become params. */
  path: RegExp;
  load(context: PageLoadContext): Promise<Data>;
  head(data: Data, intl: IntlShape, params: PageParams): PageHead;
  Component: ComponentType<{ data: Data; params: PageParams }>;
}

/** A page whose data type has been checked by `definePage`; lists of pages hold these. */
export type AnyPage = PageDefinition<never> & { load(context: PageLoadContext): Promise<unknown> };

/** Checks a page against its own data type, then lets it join a list of pages. */
export function definePage<Data>(page: PageDefinition<Data>): AnyPage {
  return page as unknown as AnyPage;
}

/** The first page whose path pattern matches, with its params. */
export function findPage(
  pages: readonly AnyPage[],
  path: string,
): { page: AnyPage; params: PageParams } | null {
  for (const page of pages) {
    const match = page.path.exec(path);
    if (match) return { page, params: { ...match.groups } };
  }
  return null;
}
