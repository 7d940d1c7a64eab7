import { pageNotFound, type PageModule } from '@eventalp/shell-kit';
import { editorialTrailJsonLd } from '../editorialTrail';
import { staticPageContent, staticPagePath } from './staticPageContent';
import type { StaticPageContent } from './staticPageTypes';
import { StaticPage } from './StaticPage';

/** A static page's content is part of this build: nothing to fetch; unknown pages are 404. */
export const staticModule: PageModule<StaticPageContent> = {
  load: async ({ params, brand }) => staticPageContent(params.page ?? '', brand) ?? pageNotFound(),
  head: (page, intl, { origin }) => {
    const path = staticPagePath(page.slug);
    return {
      title: page.title,
      description: page.description,
      canonicalPath: path,
      jsonLd: [editorialTrailJsonLd(intl, origin, 'home', { name: page.heading, path })],
    };
  },
  Component: StaticPage,
};
