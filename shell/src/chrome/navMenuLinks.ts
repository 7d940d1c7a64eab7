import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';
import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';
import { hasAccess, type User } from '@eventalp/shell-kit';

/** One link of the header's navigation menu; `label` is the key of its message. */
export interface NavMenuLink {
  href: string;
  label: NavMenuLabel;
}

export type NavMenuLabel =
  | 'locations'
  | 'caterers'
  | 'eventTechnology'
  | 'agencies'
  | 'furnishing'
  | 'infrastructure'
  | 'entertainment'
  | 'packages'
  | 'magazine'
  | 'jobs'
  | 'award'
  | 'advertising'
  | 'help';

/** Provider lists of the menu (spec section 2); photo/video is not offered as a category. */
const PROVIDER_LINKS: readonly NavMenuLink[] = [
  { href: '/provider/catering_partyservice', label: 'caterers' },
  { href: '/provider/eventtechnik', label: 'eventTechnology' },
  { href: '/provider/agentur', label: 'agencies' },
  { href: '/provider/einrichtung_ausstattung', label: 'furnishing' },
  { href: '/provider/infrastruktur', label: 'infrastructure' },
  { href: '/provider/unterhaltung', label: 'entertainment' },
];

/** The help centre: editorial category 53 (`/site/_redaktionell/{id}/{slug}`). */
export const HELP_CENTRE_PATH = '/site/_redaktionell/53/hilfe';
export const AWARD_PATH = '/site/de/swisslocationaward';
export const ADVERTISING_PATH = '/site/extern/werbemoeglichkeiten.html';

/**
 * The navigation menu's links in order: locations, the provider categories, packages (only for
 * users with `view_booking_module`), magazine, jobs, award, advertising and help.
 */
export function navMenuLinks(user: User | null): NavMenuLink[] {
  const packages = hasAccess(user, { permissions: ['view_booking_module'] })
    ? [{ href: '/packages', label: 'packages' as const }]
    : [];
  return [
    { href: '/locations', label: 'locations' },
    ...PROVIDER_LINKS,
    ...packages,
    { href: MAGAZINE_LIST_PATH, label: 'magazine' },
    { href: JOBS_LIST_PATH, label: 'jobs' },
    { href: AWARD_PATH, label: 'award' },
    { href: ADVERTISING_PATH, label: 'advertising' },
    { href: HELP_CENTRE_PATH, label: 'help' },
  ];
}
