import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JobCard } from './homeData';

import { JOBS_LIST_PATH, jobMetaLine } from '@eventalp/plugin-jobs/domain';

/** The newest event jobs (spec section 2, Home 4). */
export function JobsSection({ jobs }: { jobs: JobCard[] }) {
  const headingId = useId();
  return (
    <section className="ea-section" aria-labelledby={headingId}>
      <div className="ea-section__head">
        <h2 id={headingId}>
          <FormattedMessage
            id="marketplace.home.jobs.title"
            defaultMessage="Die neusten Eventjobs"
          />
        </h2>
        <a href={JOBS_LIST_PATH}>
          <FormattedMessage id="marketplace.home.jobs.link" defaultMessage="Alle Eventjobs" />
        </a>
      </div>
      <ul className="ea-card-list">
        {jobs.map((job) => (
          <li key={job.id} className="ea-card">
            <div className="ea-card__body">
              <h3 className="ea-card__title">
                <a href={job.path}>{job.name}</a>
              </h3>
              <p className="ea-card__meta">{jobMetaLine(job.additional_data)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
