import type { PackageEventType } from '@eventalp/plugin-packages/domain';
import { defineMessages } from 'react-intl';
import { withValues } from '../messageValues';

/** The package search's own texts (the title and count are the search page's). */
export const packageSearchMessages = withValues(
  defineMessages({
    form: { id: 'marketplace.packageSearch.form', defaultMessage: 'Pakete suchen' },
    persons: {
      id: 'marketplace.packageSearch.persons',
      defaultMessage: '{persons, plural, one {bis # Person} other {bis # Personen}}',
    },
    personsField: { id: 'marketplace.packageSearch.personsField', defaultMessage: 'Personen' },
    region: { id: 'marketplace.packageSearch.region', defaultMessage: 'Region' },
    anyRegion: { id: 'marketplace.packageSearch.anyRegion', defaultMessage: 'Alle Regionen' },
    place: { id: 'marketplace.packageSearch.place', defaultMessage: 'Ort oder PLZ' },
    distance: { id: 'marketplace.packageSearch.distance', defaultMessage: 'Umkreis' },
    placeOnly: { id: 'marketplace.packageSearch.placeOnly', defaultMessage: 'Nur dieser Ort' },
    radius: { id: 'marketplace.packageSearch.radius', defaultMessage: '{km} km' },
    eventType: { id: 'marketplace.packageSearch.eventType', defaultMessage: 'Anlass' },
    anyEventType: { id: 'marketplace.packageSearch.anyEventType', defaultMessage: 'Alle Anlässe' },
    date: { id: 'marketplace.packageSearch.date', defaultMessage: 'Datum' },
    submit: { id: 'marketplace.packageSearch.submit', defaultMessage: 'Suchen' },
    priceFrom: { id: 'marketplace.packageSearch.priceFrom', defaultMessage: 'ab {price}' },
    emptyTitle: {
      id: 'marketplace.packageSearch.emptyTitle',
      defaultMessage: 'Keine passenden Pakete',
    },
    emptyText: {
      id: 'marketplace.packageSearch.emptyText',
      defaultMessage: 'Mit weniger Angaben oder einem anderen Datum findest du mehr.',
    },
    refused: {
      id: 'marketplace.packageSearch.refused',
      defaultMessage: 'Bitte wähle ein Datum von heute bis in 400 Tagen.',
    },
    reset: { id: 'marketplace.packageSearch.reset', defaultMessage: 'Alle Angaben zurücksetzen' },
  }),
);

/** The event types of packages (spec section 3), as the search names them. */
export const eventTypeNames = defineMessages<PackageEventType>({
  meeting: {
    id: 'marketplace.packageSearch.eventType.meeting',
    defaultMessage: 'Meeting / Seminar',
  },
  celebration_business: {
    id: 'marketplace.packageSearch.eventType.celebrationBusiness',
    defaultMessage: 'Firmenfeier',
  },
  celebration_private: {
    id: 'marketplace.packageSearch.eventType.celebrationPrivate',
    defaultMessage: 'Private Feier',
  },
  wedding: { id: 'marketplace.packageSearch.eventType.wedding', defaultMessage: 'Hochzeit' },
});
