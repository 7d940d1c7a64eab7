import { breadcrumbJsonLd, type Crumb } from '@eventalp/shell-ui';
import { defineMessages, type IntlShape } from 'react-intl';
import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';
import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';

const messages = defineMessages({
  home: { id: 'magazine.breadcrumbs.home', defaultMessage: 'Startseite' },
  magazine: { id: 'magazine.breadcrumbs.magazine', defaultMessage: 'Eventmagazin' },
  jobs: { id: 'magazine.breadcrumbs.jobs', defaultMessage: 'Eventjobs' },
  label: { id: 'magazine.breadcrumbs.label', defaultMessage: 'Brotkrümelnavigation' },
});

/** Where an editorial page hangs: the magazine, the jobs board, or directly below home. */
export type EditorialSection = 'magazine' | 'jobs' | 'home';

/** Home › (Eventmagazin | Eventjobs ›) the page. */
export function editorialTrail(
  intl: IntlShape,
  section: EditorialSection,
  page: { name: string; path: string },
): Crumb[] {
  const home = { name: intl.formatMessage(messages.home), path: '/' };
  const parent =
    section === 'magazine'
      ? [{ name: intl.formatMessage(messages.magazine), path: MAGAZINE_LIST_PATH }]
      : section === 'jobs'
        ? [{ name: intl.formatMessage(messages.jobs), path: JOBS_LIST_PATH }]
        : [];
  return [home, ...parent, page];
}

/** The trail's `BreadcrumbList` JSON-LD, absolute from `origin`. */
export function editorialTrailJsonLd(
  intl: IntlShape,
  origin: string,
  section: EditorialSection,
  page: { name: string; path: string },
): object {
  return breadcrumbJsonLd(origin, editorialTrail(intl, section, page));
}

export const breadcrumbLabel = (intl: IntlShape) => intl.formatMessage(messages.label);
