import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';
import { Breadcrumbs, externalHref, ResponsiveImage } from '@eventalp/shell-ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { breadcrumbLabel, editorialTrail } from '../editorialTrail';
import { type JobPageData } from './jobsApi';

/** A job with how to apply, or, once expired, a notice with a link to the live jobs. */
export function JobPage({ data }: { data: JobPageData }) {
  const intl = useIntl();
  if (data.gone)
    return (
      <section className="ea-section">
        <h1>
          <FormattedMessage
            id="jobs.gone.heading"
            defaultMessage="Diese Stelle ist nicht mehr ausgeschrieben."
          />
        </h1>
        {data.name && <p>{data.name}</p>}
        <p>
          <a href={data.listPath}>
            <FormattedMessage id="jobs.gone.link" defaultMessage="Alle Eventjobs" />
          </a>
        </p>
      </section>
    );
  const { job } = data;
  return (
    <article className="ea-section ea-job">
      <Breadcrumbs
        trail={editorialTrail(intl, 'jobs', { name: job.name, path: job.path })}
        label={breadcrumbLabel(intl)}
      />
      <p>
        <a href={JOBS_LIST_PATH}>
          <FormattedMessage id="jobs.gone.link" defaultMessage="Alle Eventjobs" />
        </a>
      </p>
      <h1>{job.name}</h1>
      <dl className="ea-job__facts">
        <dt>
          <FormattedMessage id="jobs.detail.employer" defaultMessage="Arbeitgeber" />
        </dt>
        <dd>{job.additional_data.employer}</dd>
        {job.additional_data.workplace && (
          <>
            <dt>
              <FormattedMessage id="jobs.detail.workplace" defaultMessage="Arbeitsort" />
            </dt>
            <dd>{job.additional_data.workplace}</dd>
          </>
        )}
        {job.additional_data.employment_level && (
          <>
            <dt>
              <FormattedMessage id="jobs.detail.level" defaultMessage="Pensum" />
            </dt>
            <dd>{job.additional_data.employment_level}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="jobs.detail.published" defaultMessage="Ausgeschrieben am" />
        </dt>
        <dd>
          <FormattedDate value={job.publish_at} dateStyle="long" timeZone="Europe/Zurich" />
        </dd>
      </dl>
      {job.photo && <ResponsiveImage media={job.photo} alt="" targetWidth={800} loading="eager" />}
      {/* The API sanitises the description on write and again on output. */}
      <div className="ea-job__description" dangerouslySetInnerHTML={{ __html: job.description }} />
      <p>
        {job.apply.url ? (
          <a
            className="ea-button"
            href={externalHref(job.apply.url)}
            rel="noopener noreferrer"
            target="_blank"
          >
            <FormattedMessage id="jobs.detail.apply" defaultMessage="Jetzt bewerben" />
          </a>
        ) : job.apply.email ? (
          <a
            className="ea-button"
            href={`mailto:${job.apply.email}?subject=${encodeURIComponent(job.name)}`}
          >
            <FormattedMessage id="jobs.detail.applyMail" defaultMessage="Bewerbung per E-Mail" />
          </a>
        ) : null}
      </p>
    </article>
  );
}
