import { jobMetaLine, jobsListPath } from '@eventalp/plugin-jobs/domain';
import { FormattedMessage } from 'react-intl';
import { Pagination } from '../magazine/Pagination';
import { type JobList } from './jobsApi';

/** The jobs list: one page of live jobs (title, employer, workplace, level) and the page links. */
export function JobsPage({ data: list }: { data: JobList }) {
  return (
    <section className="ea-section ea-jobs">
      <h1>
        <FormattedMessage id="jobs.list.heading" defaultMessage="Eventjobs" />
      </h1>
      <p>
        <FormattedMessage
          id="jobs.list.count"
          defaultMessage="{total, plural, one {# offene Stelle} other {# offene Stellen}}"
          values={{ total: list.total }}
        />
      </p>
      <ul className="ea-jobs-list">
        {list.data.map((job) => (
          <li key={job.id}>
            <h2>
              <a href={job.path}>{job.name}</a>
            </h2>
            <p>{jobMetaLine(job.additional_data)}</p>
            {job.short && <p>{job.short}</p>}
          </li>
        ))}
      </ul>
      <Pagination page={list.page} pageCount={list.page_count} hrefFor={jobsListPath} />
    </section>
  );
}
