import type { IntlShape } from 'react-intl';
import type { PageHead, PageHeadContext } from '@eventalp/shell-kit';
import { editorialTrailJsonLd } from '../editorialTrail';
import type { JobPageData } from './jobsApi';

/** Head of a job: schema.org `JobPosting` while live; 410 and noindex once expired. */
export function jobHead(data: JobPageData, intl: IntlShape, { origin }: PageHeadContext): PageHead {
  if (data.gone)
    return {
      title: intl.formatMessage({
        id: 'jobs.gone.title',
        defaultMessage: 'Stelle nicht mehr ausgeschrieben',
      }),
      robots: 'noindex,follow',
      status: 410,
    };
  const { job } = data;
  const photo = job.photo;
  return {
    title: `${job.name} – ${job.additional_data.employer}`,
    description: job.short ?? job.basic_data.short ?? undefined,
    canonicalPath: job.path,
    image: photo ? `${origin}${photo.url}` : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.name,
        description: job.description,
        datePosted: job.publish_at,
        ...(job.expires_at ? { validThrough: job.expires_at } : {}),
        ...(job.additional_data.employment_level
          ? { employmentType: job.additional_data.employment_level }
          : {}),
        hiringOrganization: { '@type': 'Organization', name: job.additional_data.employer },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: job.additional_data.workplace ?? undefined,
          },
        },
        url: `${origin}${job.path}`,
      },
      editorialTrailJsonLd(intl, origin, 'jobs', { name: job.name, path: job.path }),
    ],
  };
}
