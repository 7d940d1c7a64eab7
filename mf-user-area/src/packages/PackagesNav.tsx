import { VENUE_SECTIONS, type VenueOverview } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { packageLabels, packageValueTexts } from './packageLabels';
import { packageEditingPaths as paths } from './packageEditingPaths';
import { packageSectionLabels } from './profileLabels';

/**
 * The side menu of a venue's package editing: every section of the spec's list, the
 * accommodation per room, the calendar, the halls and the packages.
 */
export function PackagesNav({ venue, current }: { venue: VenueOverview; current: string }) {
  const intl = useIntl();
  const link = (key: string, href: string, label: string) => (
    <li key={key}>
      <a href={href} aria-current={key === current ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <header>
      <p className="ea-actions">
        <a href={paths.list}>
          <FormattedMessage {...packageLabels.allVenues} />
        </a>
      </p>
      <nav aria-label={packageValueTexts(intl).sections(venue.name)}>
        <ul className="ea-entry-nav">
          {link(
            'packages',
            paths.createPackage(venue.locationId),
            intl.formatMessage(packageLabels.create),
          )}
          {VENUE_SECTIONS.map((section) =>
            link(
              section,
              paths.section(section, venue.locationId),
              intl.formatMessage(packageSectionLabels[section]),
            ),
          )}
          {venue.rooms.map((room) =>
            link(
              `accommodation-${room.id}`,
              paths.accommodation(room.id, venue.locationId),
              `${intl.formatMessage(packageSectionLabels.accommodation)} – ${room.name}`,
            ),
          )}
          {link(
            'addhall',
            paths.addHall(venue.locationId),
            intl.formatMessage(packageLabels.addHall),
          )}
          {venue.halls.map((hall) =>
            link(
              `hall-${hall.id}`,
              paths.editHall(hall.name, hall.id, venue.locationId),
              hall.name,
            ),
          )}
          {link(
            'calendar',
            paths.calendar(venue.locationId),
            intl.formatMessage(packageSectionLabels.calendar),
          )}
        </ul>
      </nav>
    </header>
  );
}
