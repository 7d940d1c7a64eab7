import type { DashboardAnalytics } from '@eventalp/plugin-analytics/domain';
import type { OwnerEntries } from '@eventalp/plugin-catalog/domain';
import type { BookingSummary } from '@eventalp/plugin-packages/domain';
import type { User } from '@eventalp/shell-kit';
import { lazy, Suspense } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { BookingList } from '../bookings/BookingList';
import { statusLabels } from '../shared/fieldLabels';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import './dashboard.css';

// recharts loads with the dashboard's charts only, after the figures are on screen.
const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

const metricLabels = defineMessages({
  views: { id: 'userArea.analytics.views', defaultMessage: 'Seitenaufrufe' },
  favourites: { id: 'userArea.analytics.favourites', defaultMessage: 'Gemerkt' },
  requests: { id: 'userArea.analytics.requests', defaultMessage: 'Anfragen' },
  impressions: {
    id: 'userArea.analytics.impressions',
    defaultMessage: 'Einblendungen in der Suche',
  },
});

export interface DashboardData {
  user: User;
  entries: OwnerEntries;
  analytics: DashboardAnalytics;
  /** The open package bookings of every own venue, newest first. */
  openBookings: BookingSummary[];
}

/**
 * `/site/user/dashboard`: the open package bookings of the owner's venues (each to
 * `dashboard/{booking_id}`), the entries with their status and 90 days of analytics each.
 */
export function DashboardPage({ data }: { data: DashboardData }) {
  const intl = useIntl();
  const { user, entries, analytics, openBookings } = data;
  const labels = {
    views: intl.formatMessage(metricLabels.views),
    favourites: intl.formatMessage(metricLabels.favourites),
    requests: intl.formatMessage(metricLabels.requests),
    impressions: intl.formatMessage(metricLabels.impressions),
  };
  return (
    <UserAreaFrame current="dashboard">
      <h1>
        <FormattedMessage
          id="userArea.dashboard.greeting"
          defaultMessage="Willkommen, {firstName} {lastName}"
          values={{ firstName: user.first_name, lastName: user.last_name }}
        />
      </h1>
      {!user.email_verified && (
        <p className="ea-status--info" role="note">
          <FormattedMessage
            id="userArea.dashboard.verify"
            defaultMessage="Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir gesendet haben."
          />
        </p>
      )}
      {openBookings.length > 0 && (
        <section aria-labelledby="dashboard-bookings">
          <h2 id="dashboard-bookings">
            <FormattedMessage
              id="userArea.dashboard.openBookings"
              defaultMessage="Offene Paketbuchungen"
            />
          </h2>
          <BookingList
            bookings={openBookings}
            showVenue
            hrefOf={(booking) => userAreaPaths.dashboardBooking(booking.id)}
          />
        </section>
      )}
      {entries.data.length === 0 ? (
        <p className="ea-status">
          <FormattedMessage
            id="userArea.entries.none"
            defaultMessage="Du hast noch keine Einträge."
          />{' '}
          <a href="/site/guest/entries/create">
            <FormattedMessage
              id="userArea.entries.add"
              defaultMessage="Weiteren Eintrag erfassen"
            />
          </a>
        </p>
      ) : (
        <ul className="ea-card-list">
          {entries.data.map((entry) => {
            const figures = analytics.entries.find(
              (item) => item.type === entry.type && item.id === entry.id,
            );
            return (
              <li key={`${entry.type}-${entry.id}`} className="ea-owner-card">
                <h2>
                  <a href={userAreaPaths.section(entry.type, 'basic', entry.id)}>{entry.name}</a>
                </h2>
                <p className="ea-actions">
                  <span className={`ea-badge ea-badge--${entry.status}`}>
                    {intl.formatMessage(statusLabels[entry.status])}
                  </span>
                </p>
                {figures && (
                  <section
                    aria-label={intl.formatMessage({
                      id: 'userArea.analytics.title',
                      defaultMessage: 'Statistik der letzten 90 Tage',
                    })}
                  >
                    <h3>
                      <FormattedMessage
                        id="userArea.analytics.title"
                        defaultMessage="Statistik der letzten 90 Tage"
                      />
                    </h3>
                    <dl className="ea-analytics__totals">
                      {(Object.keys(labels) as (keyof typeof labels)[]).map((metric) => (
                        <div key={metric}>
                          <dt>{labels[metric]}</dt>
                          <dd>{intl.formatNumber(figures.totals[metric])}</dd>
                        </div>
                      ))}
                    </dl>
                    <Suspense fallback={<div className="ea-analytics__chart" />}>
                      <AnalyticsChart days={figures.days} labels={labels} />
                    </Suspense>
                  </section>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        {/* The help centre's part for venue and service owners (help article type 'anbieter'). */}
        <a href="/site/_redaktionell/53/hilfe#anbieter">
          <FormattedMessage
            id="userArea.dashboard.help"
            defaultMessage="Hilfe für Locations und Dienstleister"
          />
        </a>
      </p>
    </UserAreaFrame>
  );
}
