import { packageEditingClient, type VenueOverview } from '@eventalp/plugin-packages/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import { eventTypeLabels, packageLabels } from './packageLabels';
import { packageEditingPaths as paths } from './packageEditingPaths';
import { packageSectionLabels } from './profileLabels';
import '../sections/SectionForm.css';

/** `/site/user/packages`: the owner's venues, each with its halls and packages. */
export function PackagesListPage({ data }: { data: { venues: VenueOverview[] } }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [venues, setVenues] = useState(data.venues);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const client = packageEditingClient(http);

  async function change(run: () => Promise<unknown>) {
    try {
      await run();
      setVenues(await client.venues());
      setMessage({ text: intl.formatMessage(packageLabels.saved), error: false });
    } catch (error) {
      const first = Object.values(fieldErrorsFrom(error) ?? {})[0]?.[0];
      setMessage({ text: first ?? intl.formatMessage(packageLabels.failed), error: true });
    }
  }

  return (
    <UserAreaFrame current="packages">
      <h1>
        <FormattedMessage {...packageLabels.title} />
      </h1>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`ea-status ${message.error ? 'ea-status--error' : 'ea-status--success'}`}
        >
          {message.text}
        </p>
      )}
      {venues.length === 0 && (
        <p>
          <FormattedMessage {...packageLabels.noVenues} />
        </p>
      )}
      {venues.map((venue) => (
        <section key={venue.locationId} aria-labelledby={`venue-${venue.locationId}`}>
          <h2 id={`venue-${venue.locationId}`}>{venue.name}</h2>
          <p className="ea-actions">
            <a href={paths.section('contract', venue.locationId)}>
              {intl.formatMessage(packageSectionLabels.contract)}
            </a>
            <a href={paths.addHall(venue.locationId)}>
              <FormattedMessage {...packageLabels.addHall} />
            </a>
            <a href={paths.calendar(venue.locationId)}>
              {intl.formatMessage(packageSectionLabels.calendar)}
            </a>
            <a href={userAreaPaths.packageRequests(venue.locationId)}>
              <FormattedMessage id="userArea.entry.bookings" defaultMessage="Paketbuchungen" />
            </a>
            <a
              className="ea-button ea-button--primary"
              href={paths.createPackage(venue.locationId)}
            >
              <FormattedMessage {...packageLabels.create} />
            </a>
          </p>
          <h3>{intl.formatMessage(packageSectionLabels.halls)}</h3>
          {venue.halls.length === 0 ? (
            <p>
              <FormattedMessage {...packageLabels.noHalls} />
            </p>
          ) : (
            <ul>
              {venue.halls.map((hall) => (
                <li key={hall.id}>
                  <a href={paths.editHall(hall.name, hall.id, venue.locationId)}>{hall.name}</a>
                </li>
              ))}
            </ul>
          )}
          <h3>{intl.formatMessage(packageSectionLabels.packages)}</h3>
          {venue.packages.length === 0 ? (
            <p>
              <FormattedMessage {...packageLabels.noPackages} />
            </p>
          ) : (
            <ul className="ea-card-list">
              {venue.packages.map((pkg) => (
                <li key={pkg.id} className="ea-owner-card">
                  <a href={paths.editPackage(venue.locationId, pkg.id)}>{pkg.name}</a>{' '}
                  <span>{intl.formatMessage(eventTypeLabels[pkg.eventType])}</span>{' '}
                  <span
                    className={`ea-badge ea-badge--${pkg.state === 'published' ? 'live' : 'draft'}`}
                  >
                    {intl.formatMessage(packageLabels[pkg.state])}
                  </span>{' '}
                  {pkg.state === 'draft' ? (
                    <button
                      type="button"
                      className="ea-button"
                      onClick={() => change(() => client.publish(venue.locationId, pkg.id))}
                    >
                      <FormattedMessage {...packageLabels.publish} />
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="ea-button"
                      onClick={() => change(() => client.withdraw(venue.locationId, pkg.id))}
                    >
                      <FormattedMessage {...packageLabels.withdraw} />
                    </button>
                  )}{' '}
                  <button
                    type="button"
                    className="ea-button"
                    aria-label={`${intl.formatMessage(packageLabels.remove)}: ${pkg.name}`}
                    onClick={() => change(() => client.removePackage(venue.locationId, pkg.id))}
                  >
                    <FormattedMessage {...packageLabels.remove} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </UserAreaFrame>
  );
}
