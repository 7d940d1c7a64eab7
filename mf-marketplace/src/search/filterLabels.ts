import { defineMessages } from 'react-intl';
import { withValues } from './messageValues';

/** The name of each filter, by URL parameter (legends, chips). */
export const filterNames = defineMessages({
  q: { id: 'marketplace.search.filter.q', defaultMessage: 'Suchbegriff' },
  country: { id: 'marketplace.search.filter.country', defaultMessage: 'Land' },
  region: { id: 'marketplace.search.filter.region', defaultMessage: 'Region' },
  place: { id: 'marketplace.search.filter.place', defaultMessage: 'Ort' },
  distance: { id: 'marketplace.search.filter.distance', defaultMessage: 'Umkreis' },
  category: { id: 'marketplace.search.filter.category', defaultMessage: 'Kategorie' },
  offers: { id: 'marketplace.search.filter.offers', defaultMessage: 'Angebot' },
  event_kinds: { id: 'marketplace.search.filter.eventKinds', defaultMessage: 'Anlass' },
  building_types: { id: 'marketplace.search.filter.buildingTypes', defaultMessage: 'Gebäudetyp' },
  settings: { id: 'marketplace.search.filter.settings', defaultMessage: 'Lage' },
  infrastructure: {
    id: 'marketplace.search.filter.infrastructure',
    defaultMessage: 'Infrastruktur',
  },
  technology: { id: 'marketplace.search.filter.technology', defaultMessage: 'Technik' },
  furniture: {
    id: 'marketplace.search.filter.furniture',
    defaultMessage: 'Mobiliar & Ausstattung',
  },
  surroundings: {
    id: 'marketplace.search.filter.surroundings',
    defaultMessage: 'Umgebung & Aussenbereich',
  },
  accesses: { id: 'marketplace.search.filter.accesses', defaultMessage: 'Zugang' },
  award_categories: {
    id: 'marketplace.search.filter.awardCategories',
    defaultMessage: 'Award-Kategorie',
  },
  special_occasions: {
    id: 'marketplace.search.filter.specialOccasions',
    defaultMessage: 'Besondere Anlässe',
  },
  styles: { id: 'marketplace.search.filter.styles', defaultMessage: 'Stil' },
  operations: { id: 'marketplace.search.filter.operations', defaultMessage: 'Einsatzbereich' },
  price_styles: { id: 'marketplace.search.filter.priceStyles', defaultMessage: 'Preisklasse' },
  style: { id: 'marketplace.search.filter.style', defaultMessage: 'Bestuhlung' },
  persons: { id: 'marketplace.search.filter.persons', defaultMessage: 'Personen (mindestens)' },
  area: { id: 'marketplace.search.filter.area', defaultMessage: 'Raumfläche' },
  height: { id: 'marketplace.search.filter.height', defaultMessage: 'Raumhöhe' },
  rooms: { id: 'marketplace.search.filter.rooms', defaultMessage: 'Anzahl Räume' },
  bounds: { id: 'marketplace.search.filter.bounds', defaultMessage: 'Kartenausschnitt' },
});

export const countryNames = defineMessages({
  '1': { id: 'marketplace.search.country.ch', defaultMessage: 'Schweiz' },
  '2': { id: 'marketplace.search.country.de', defaultMessage: 'Deutschland' },
  '3': { id: 'marketplace.search.country.at', defaultMessage: 'Österreich' },
});

/** Event kinds by audience (taxonomy type 3, subtype 1-3). */
export const audienceNames = defineMessages({
  '1': { id: 'marketplace.search.audience.private', defaultMessage: 'Privat' },
  '2': { id: 'marketplace.search.audience.company', defaultMessage: 'Firma' },
  '3': { id: 'marketplace.search.audience.public', defaultMessage: 'Öffentlich' },
});

export const styleNames = defineMessages({
  banquet: { id: 'marketplace.search.style.banquet', defaultMessage: 'Bankett' },
  aperitif: { id: 'marketplace.search.style.aperitif', defaultMessage: 'Apéro' },
  concert: { id: 'marketplace.search.style.concert', defaultMessage: 'Konzert' },
  seminar: { id: 'marketplace.search.style.seminar', defaultMessage: 'Seminar' },
});

/** Values of the room, capacity and radius filters, in chips and choices. */
export const valueLabels = withValues(
  defineMessages({
    any: { id: 'marketplace.search.value.any', defaultMessage: 'beliebig' },
    area: { id: 'marketplace.search.value.area', defaultMessage: 'ab {value} m²' },
    areaLast: { id: 'marketplace.search.value.areaLast', defaultMessage: '{value} m² und mehr' },
    height: { id: 'marketplace.search.value.height', defaultMessage: 'ab {value} m' },
    heightLast: { id: 'marketplace.search.value.heightLast', defaultMessage: '{value} m und mehr' },
    rooms: {
      id: 'marketplace.search.value.rooms',
      defaultMessage: '{value, plural, one {ab # Raum} other {ab # Räumen}}',
    },
    roomsLast: {
      id: 'marketplace.search.value.roomsLast',
      defaultMessage: '{value} Räume und mehr',
    },
    persons: { id: 'marketplace.search.value.persons', defaultMessage: 'ab {value} Personen' },
    personsStyle: {
      id: 'marketplace.search.value.personsStyle',
      defaultMessage: 'ab {value} Personen ({style})',
    },
    placeOnly: { id: 'marketplace.search.value.placeOnly', defaultMessage: 'nur dieser Ort' },
    radius: { id: 'marketplace.search.value.radius', defaultMessage: '+ {value} km' },
    placeRadius: {
      id: 'marketplace.search.value.placeRadius',
      defaultMessage: '{place} + {value} km',
    },
    text: { id: 'marketplace.search.value.text', defaultMessage: '«{value}»' },
  }),
);
