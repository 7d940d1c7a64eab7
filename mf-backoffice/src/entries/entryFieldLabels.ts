import { defineMessages } from 'react-intl';

/** Labels of the entry and room fields the back office edits (the owners' areas' words). */
export const entryFieldLabels = defineMessages({
  full_name: { id: 'backoffice.entries.field.fullName', defaultMessage: 'Name' },
  short_name: { id: 'backoffice.entries.field.shortName', defaultMessage: 'Kurzname' },
  category_id: { id: 'backoffice.entries.field.category', defaultMessage: 'Kategorie' },
  summary: { id: 'backoffice.entries.field.summary', defaultMessage: 'Kurzbeschreibung' },
  description: { id: 'backoffice.entries.field.description', defaultMessage: 'Beschreibung' },
  website: { id: 'backoffice.entries.field.website', defaultMessage: 'Website' },
  street: { id: 'backoffice.entries.field.street', defaultMessage: 'Strasse' },
  street_number: { id: 'backoffice.entries.field.streetNumber', defaultMessage: 'Nummer' },
  zip: { id: 'backoffice.entries.field.zip', defaultMessage: 'PLZ' },
  place: { id: 'backoffice.entries.field.place', defaultMessage: 'Ort' },
  region_id: { id: 'backoffice.entries.field.region', defaultMessage: 'Region / Kanton' },
  directions: { id: 'backoffice.entries.field.directions', defaultMessage: 'Anfahrt' },
  company: { id: 'backoffice.entries.field.company', defaultMessage: 'Firma' },
  contact_title: { id: 'backoffice.entries.field.contactTitle', defaultMessage: 'Anrede' },
  contact_first_name: {
    id: 'backoffice.entries.field.contactFirstName',
    defaultMessage: 'Vorname',
  },
  contact_last_name: { id: 'backoffice.entries.field.contactLastName', defaultMessage: 'Nachname' },
  contact_function: { id: 'backoffice.entries.field.contactFunction', defaultMessage: 'Funktion' },
  phone: { id: 'backoffice.entries.field.phone', defaultMessage: 'Telefon' },
  mobile: { id: 'backoffice.entries.field.mobile', defaultMessage: 'Mobile' },
  fax: { id: 'backoffice.entries.field.fax', defaultMessage: 'Fax' },
  enquiry_email: {
    id: 'backoffice.entries.field.enquiryEmail',
    defaultMessage: 'E-Mail für Anfragen',
  },
  second_email: { id: 'backoffice.entries.field.secondEmail', defaultMessage: 'Zweite E-Mail' },
  correspondence_email: {
    id: 'backoffice.entries.field.correspondenceEmail',
    defaultMessage: 'E-Mail für Korrespondenz',
  },
  contact_website: {
    id: 'backoffice.entries.field.contactWebsite',
    defaultMessage: 'Website (Kontakt)',
  },
  video_description: {
    id: 'backoffice.entries.field.videoDescription',
    defaultMessage: 'Videobeschreibung',
  },
  vr_url: { id: 'backoffice.entries.field.vrUrl', defaultMessage: '360°/VR-Rundgang (https://)' },
  rooms_count: { id: 'backoffice.entries.field.roomsCount', defaultMessage: 'Anzahl Räume' },
  rent_option: { id: 'backoffice.entries.field.rentOption', defaultMessage: 'Vermietung' },
  min_people: { id: 'backoffice.entries.field.minPeople', defaultMessage: 'Personen ab' },
  max_people: { id: 'backoffice.entries.field.maxPeople', defaultMessage: 'Personen bis' },
  name: { id: 'backoffice.entries.field.roomName', defaultMessage: 'Bezeichnung' },
  floor: { id: 'backoffice.entries.field.floor', defaultMessage: 'Boden' },
  area: { id: 'backoffice.entries.field.area', defaultMessage: 'Fläche (m²)' },
  width: { id: 'backoffice.entries.field.width', defaultMessage: 'Breite (m)' },
  length: { id: 'backoffice.entries.field.length', defaultMessage: 'Länge (m)' },
  height: { id: 'backoffice.entries.field.height', defaultMessage: 'Höhe (m)' },
  banquet_min: { id: 'backoffice.entries.field.banquetMin', defaultMessage: 'Bankett ab' },
  banquet_max: { id: 'backoffice.entries.field.banquetMax', defaultMessage: 'Bankett bis' },
  aperitif_min: { id: 'backoffice.entries.field.aperitifMin', defaultMessage: 'Apéro ab' },
  aperitif_max: { id: 'backoffice.entries.field.aperitifMax', defaultMessage: 'Apéro bis' },
  concert_min: { id: 'backoffice.entries.field.concertMin', defaultMessage: 'Konzert ab' },
  concert_max: { id: 'backoffice.entries.field.concertMax', defaultMessage: 'Konzert bis' },
  seminar_min: { id: 'backoffice.entries.field.seminarMin', defaultMessage: 'Seminar ab' },
  seminar_max: { id: 'backoffice.entries.field.seminarMax', defaultMessage: 'Seminar bis' },
});

export type EntryFieldName = keyof typeof entryFieldLabels;

/** Names of the owners' edit sections the back office's tabs follow. */
export const entrySectionLabels = defineMessages({
  basic: { id: 'backoffice.entries.section.basic', defaultMessage: 'Basisdaten' },
  address: { id: 'backoffice.entries.section.address', defaultMessage: 'Adresse' },
  contact: { id: 'backoffice.entries.section.contact', defaultMessage: 'Kontakt' },
  videos: { id: 'backoffice.entries.section.videos', defaultMessage: 'Videos' },
});

export type EntrySectionName = keyof typeof entrySectionLabels;
