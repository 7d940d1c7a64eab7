import { apiPath, type ApiWriteTransport } from '@eventalp/platform-sdk/domain';
import {
  CALENDAR_PATHS,
  type CalendarEntry,
  type CalendarEntryInput,
  type PricePeriod,
  type PricePeriodInput,
  type VenueCalendar,
} from './calendar-answers';

/** Where the owner uploads an .ics file of busy times (multipart `file`; 201 with the entries). */
export const calendarImportPath = (locationId: number) =>
  `/api${apiPath(CALENDAR_PATHS.import, { locationId })}`;

/** A venue's calendar for its owner (user area), typed as the routes declare them. */
export function calendarOwnerClient(http: ApiWriteTransport) {
  return {
    calendar: (locationId: number) =>
      http.get<VenueCalendar>(apiPath(CALENDAR_PATHS.calendar, { locationId })),
    /** 201 with the entry; 422 with the spec's overlap message on `startDate`. */
    addEntry: (locationId: number, body: CalendarEntryInput) =>
      http.post<CalendarEntry>(apiPath(CALENDAR_PATHS.entries, { locationId }), body),
    removeEntry: (locationId: number, entryId: number) =>
      http.delete<null>(apiPath(CALENDAR_PATHS.entry, { locationId, entryId })),
    addPricePeriod: (locationId: number, body: PricePeriodInput) =>
      http.post<PricePeriod>(apiPath(CALENDAR_PATHS.pricePeriods, { locationId }), body),
    removePricePeriod: (locationId: number, periodId: number) =>
      http.delete<null>(apiPath(CALENDAR_PATHS.pricePeriod, { locationId, periodId })),
    /** A new private iCal address; the old one stops working. */
    renewFeed: (locationId: number) =>
      http.post<{ subscriptionPath: string }>(apiPath(CALENDAR_PATHS.feed, { locationId })),
  };
}
