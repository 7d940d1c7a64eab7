import type { AnyPage } from '@eventalp/shell-kit';
import { articlePage } from './article/articlePage';
import { categoryPage, categoryPagePage } from './categories/categoryPages';
import { jobPage } from './jobs/jobPage';
import { jobsPage } from './jobs/jobsPage';
import { magazinePage } from './magazine/magazinePage';
import { editorialSearchPage } from './search/editorialSearchPage';
import { staticPage } from './static/staticPage';

/** Pages of the magazine micro-frontend (editorial area), first match wins. */
export const pages: readonly AnyPage[] = [
  magazinePage,
  articlePage,
  jobsPage,
  jobPage,
  editorialSearchPage,
  staticPage,
  // Last: their patterns also match the magazine and jobs paths above.
  categoryPage,
  categoryPagePage,
];
