import { jobsListPath } from '@eventalp/plugin-jobs/domain';
import { definePage, pageNotFound, redirectPage } from '@eventalp/shell-kit';
import { itemListJsonLd } from '@eventalp/shell-ui';
import { fetchJobs, type JobList } from './jobsApi';
import { JobsPage } from './JobsPage';

/** Event jobs list: /site/_redaktionell/51/Eventjobs.html/{searchPage?}. */
export const jobsPage = definePage<JobList>({
  id: 'jobs',
  path: /^\/site\/_redaktionell\/51\/Eventjobs\.html(\/(?<searchPage>[1-9]\d{0,3}))?\/?$/,
  async load({ http, params }) {
    if (params.searchPage === '1') redirectPage(jobsListPath(1));
    const list = await fetchJobs(http, params.searchPage ? Number(params.searchPage) : 1);
    if (list.page > list.page_count) pageNotFound();
    return list;
  },
  head: (list, intl, { origin }) => {
    const heading = intl.formatMessage({ id: 'jobs.list.title', defaultMessage: 'Eventjobs' });
    return {
      title:
        list.page > 1
          ? intl.formatMessage(
              { id: 'jobs.list.pageTitle', defaultMessage: '{heading} – Seite {page}' },
              { heading, page: list.page },
            )
          : heading,
      description: intl.formatMessage({
        id: 'jobs.list.description',
        defaultMessage:
          'Aktuelle Stellen in der Eventbranche: Locations, Catering, Technik und Agenturen.',
      }),
      canonicalPath: jobsListPath(list.page),
      jsonLd: [
        itemListJsonLd(origin, heading, list.data, { page: list.page, perPage: list.per_page }),
      ],
    };
  },
  Component: JobsPage,
});
