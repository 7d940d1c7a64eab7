import {
  calendarImportPath,
  calendarOwnerClient,
  type CalendarImport,
  type CalendarEntry,
  type VenueCalendar,
  type VenueOverview,
} from '@eventalp/plugin-packages/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { postFile } from '../shared/postFile';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { CalendarImportForm } from './CalendarImportForm';
import { CalendarEntryForm } from './CalendarEntryForm';
import { PackagesNav } from './PackagesNav';
import { PricePeriodForm } from './PricePeriodForm';
import { calendarLabels, calendarValueTexts, scopeText } from './calendarLabels';
import '../sections/SectionForm.css';

export interface CalendarPageData {
  venue: VenueOverview;
  calendar: VenueCalendar;
}

/** The venue's calendar: entries per venue and room, price periods, the private iCal address. */
export function CalendarPage({ data }: { data: CalendarPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [calendar, setCalendar] = useState(data.calendar);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const client = calendarOwnerClient(http);
  const id = data.venue.locationId;

  /** Runs a change, reloads the calendar; field errors go back to the form that sent them. */
  async function change(run: () => Promise<unknown>): Promise<FieldErrors> {
    try {
      await run();
      setCalendar(await client.calendar(id));
      setMessage({ text: intl.formatMessage(calendarLabels.saved), error: false });
      return {};
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      // The API's first field message (an overlap says so) heads the page; the fields show all.
      const first = fieldErrors && Object.values(fieldErrors)[0]?.[0];
      setMessage({ text: first ?? intl.formatMessage(calendarLabels.failed), error: true });
      return fieldErrors ?? {};
    }
  }

  /** Imports an .ics file; the page then says how many entries it added. */
  async function importFile(file: File): Promise<FieldErrors> {
    let imported = 0;
    const errors = await change(async () => {
      imported = (await postFile<CalendarImport>(calendarImportPath(id), file)).imported;
    });
    if (Object.keys(errors).length === 0 && imported > 0)
      setMessage({
        text: intl.formatMessage(
          {
            id: 'userArea.calendar.imported',
            defaultMessage:
              '{count, plural, one {# Eintrag importiert.} other {# Einträge importiert.}}',
          },
          { count: imported },
        ),
        error: false,
      });
    return errors;
  }

  const when = (entry: CalendarEntry) =>
    [
      entry.startDate === entry.endDate ? entry.startDate : `${entry.startDate} – ${entry.endDate}`,
      entry.startHour === null ? '' : ` ${entry.startHour}:00–${entry.endHour}:00`,
      entry.repeat ? ` · ${calendarValueTexts(intl).repeats(entry.repeat.until)}` : '',
    ].join('');

  return (
    <UserAreaFrame current="packages">
      <PackagesNav venue={data.venue} current="calendar" />
      <h1>
        <FormattedMessage {...calendarLabels.title} /> – {data.venue.name}
      </h1>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`ea-status ${message.error ? 'ea-status--error' : 'ea-status--success'}`}
        >
          {message.text}
        </p>
      )}
      <section aria-labelledby="calendar-entries">
        <h2 id="calendar-entries">
          <FormattedMessage {...calendarLabels.entries} />
        </h2>
        {calendar.entries.length === 0 && (
          <p>
            <FormattedMessage {...calendarLabels.noEntries} />
          </p>
        )}
        <ul className="ea-card-list">
          {calendar.entries.map((entry) => (
            <li key={entry.id} className="ea-owner-card">
              <strong>{intl.formatMessage(calendarLabels[entry.kind])}</strong>{' '}
              {scopeText(intl, calendar, entry)}: {when(entry)}
              {entry.note && <span> – {entry.note}</span>}{' '}
              <button
                type="button"
                className="ea-button ea-button--secondary"
                onClick={() => void change(() => client.removeEntry(id, entry.id))}
              >
                <FormattedMessage {...calendarLabels.remove} />
              </button>
            </li>
          ))}
        </ul>
        <CalendarEntryForm
          places={calendar}
          onSubmit={(body) => change(() => client.addEntry(id, body))}
        />
      </section>
      <section aria-labelledby="price-periods">
        <h2 id="price-periods">
          <FormattedMessage {...calendarLabels.pricePeriods} />
        </h2>
        <ul className="ea-card-list">
          {calendar.pricePeriods.map((period) => (
            <li key={period.id} className="ea-owner-card">
              {period.startDate} – {period.endDate}:{' '}
              {calendarValueTexts(intl)[period.kind](period.percent)}
              {period.note && <span> – {period.note}</span>}{' '}
              <button
                type="button"
                className="ea-button ea-button--secondary"
                onClick={() => void change(() => client.removePricePeriod(id, period.id))}
              >
                <FormattedMessage {...calendarLabels.remove} />
              </button>
            </li>
          ))}
        </ul>
        <PricePeriodForm onSubmit={(body) => change(() => client.addPricePeriod(id, body))} />
      </section>
      <section aria-labelledby="calendar-subscription">
        <h2 id="calendar-subscription">
          <FormattedMessage {...calendarLabels.subscription} />
        </h2>
        <p>
          <FormattedMessage {...calendarLabels.subscriptionHint} />
        </p>
        <p>
          <a href={calendar.subscriptionPath}>{calendar.subscriptionPath}</a>
        </p>
        <button
          type="button"
          className="ea-button ea-button--secondary"
          onClick={() => void change(() => client.renewFeed(id))}
        >
          <FormattedMessage {...calendarLabels.renew} />
        </button>
      </section>
      <section aria-labelledby="calendar-import">
        <h2 id="calendar-import">
          <FormattedMessage {...calendarLabels.importTitle} />
        </h2>
        <CalendarImportForm onImport={importFile} />
      </section>
    </UserAreaFrame>
  );
}
