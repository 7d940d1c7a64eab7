import type { AnyPage } from '@eventalp/shell-kit';
import { articlePage } from './article/article.page';
import { categoryPage, categoryPagePage } from './categories/categoryPages';
import { jobPage } from './jobs/job.page';
import { jobsPage } from './jobs/jobs.page';
import { magazinePage } from './magazine/magazine.page';
import { editorialSearchPage } from './search/editorialSearch.page';
import { staticPage } from './static/static.page';

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
