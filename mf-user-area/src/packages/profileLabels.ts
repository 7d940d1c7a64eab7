import { defineMessages } from 'react-intl';

/** Titles of the package editing sections (the side menu and the page titles). */
export const packageSectionLabels = defineMessages({
  contract: { id: 'userArea.packages.section.contract', defaultMessage: 'Vertrag' },
  'generalinfo-basic': {
    id: 'userArea.packages.section.generalinfo_basic',
    defaultMessage: 'Allgemein: Grunddaten',
  },
  'generalinfo-description': {
    id: 'userArea.packages.section.generalinfo_description',
    defaultMessage: 'Allgemein: Beschreibung',
  },
  'generalinfo-conditions': {
    id: 'userArea.packages.section.generalinfo_conditions',
    defaultMessage: 'Allgemein: Bedingungen',
  },
  'generalinfo-photos': {
    id: 'userArea.packages.section.generalinfo_photos',
    defaultMessage: 'Allgemein: Fotos',
  },
  'generalinfo-limitations': {
    id: 'userArea.packages.section.generalinfo_limitations',
    defaultMessage: 'Allgemein: Einschränkungen',
  },
  cancellation: { id: 'userArea.packages.section.cancellation', defaultMessage: 'Stornierung' },
  activities: { id: 'userArea.packages.section.activities', defaultMessage: 'Aktivitäten' },
  services: { id: 'userArea.packages.section.services', defaultMessage: 'Dienstleistungen' },
  catering: { id: 'userArea.packages.section.catering', defaultMessage: 'Catering' },
  technik: { id: 'userArea.packages.section.technik', defaultMessage: 'Technik' },
  facility: { id: 'userArea.packages.section.facility', defaultMessage: 'Ausstattung' },
  accommodation: { id: 'userArea.packages.section.accommodation', defaultMessage: 'Übernachtung' },
  prices: { id: 'userArea.packages.section.prices', defaultMessage: 'Preise' },
  'breakfast-main': { id: 'userArea.packages.section.breakfast_main', defaultMessage: 'Frühstück' },
  lunch: { id: 'userArea.packages.section.lunch', defaultMessage: 'Mittagessen' },
  dinner: { id: 'userArea.packages.section.dinner', defaultMessage: 'Abendessen' },
  coffee: { id: 'userArea.packages.section.coffee', defaultMessage: 'Kaffeepause' },
  'aperitif-meeting': { id: 'userArea.packages.section.aperitif_meeting', defaultMessage: 'Apéro' },
  calendar: { id: 'userArea.packages.section.calendar', defaultMessage: 'Kalender' },
  halls: { id: 'userArea.packages.section.halls', defaultMessage: 'Räume' },
  packages: { id: 'userArea.packages.section.packages', defaultMessage: 'Pakete' },
});

/** Labels of the profile fields (`PROFILE_SECTIONS`), by field name. */
export const profileFieldLabels = defineMessages({
  contactName: { id: 'userArea.packages.field.contactName', defaultMessage: 'Ansprechperson' },
  contactEmail: {
    id: 'userArea.packages.field.contactEmail',
    defaultMessage: 'E-Mail der Ansprechperson',
  },
  contactPhone: {
    id: 'userArea.packages.field.contactPhone',
    defaultMessage: 'Telefon der Ansprechperson',
  },
  commissionAccepted: {
    id: 'userArea.packages.field.commissionAccepted',
    defaultMessage: 'Ich akzeptiere die Kommission für gebuchte Pakete',
  },
  notes: { id: 'userArea.packages.field.notes', defaultMessage: 'Bemerkungen' },
  headline: { id: 'userArea.packages.field.headline', defaultMessage: 'Titel' },
  maxPersons: { id: 'userArea.packages.field.maxPersons', defaultMessage: 'Höchstens Personen' },
  totalAreaM2: { id: 'userArea.packages.field.totalAreaM2', defaultMessage: 'Fläche gesamt (m²)' },
  publicTransport: {
    id: 'userArea.packages.field.publicTransport',
    defaultMessage: 'Öffentlicher Verkehr',
  },
  description: { id: 'userArea.packages.field.description', defaultMessage: 'Beschreibung' },
  highlights: { id: 'userArea.packages.field.highlights', defaultMessage: 'Highlights' },
  conditions: { id: 'userArea.packages.field.conditions', defaultMessage: 'Bedingungen' },
  depositPercent: { id: 'userArea.packages.field.depositPercent', defaultMessage: 'Anzahlung (%)' },
  paymentDays: {
    id: 'userArea.packages.field.paymentDays',
    defaultMessage: 'Zahlungsfrist (Tage)',
  },
  useEntryPhotos: {
    id: 'userArea.packages.field.useEntryPhotos',
    defaultMessage: 'Fotos des Eintrags für die Pakete verwenden',
  },
  photoCredits: { id: 'userArea.packages.field.photoCredits', defaultMessage: 'Fotonachweis' },
  restrictionIds: {
    id: 'userArea.packages.field.restrictionIds',
    defaultMessage: 'Einschränkungen',
  },
  musicUntilHour: {
    id: 'userArea.packages.field.musicUntilHour',
    defaultMessage: 'Musik bis (Uhr)',
  },
  otherLimitations: {
    id: 'userArea.packages.field.otherLimitations',
    defaultMessage: 'Weitere Einschränkungen',
  },
  freeUntilDays: {
    id: 'userArea.packages.field.freeUntilDays',
    defaultMessage: 'Kostenlos stornierbar bis (Tage vorher)',
  },
  lateFeePercent: {
    id: 'userArea.packages.field.lateFeePercent',
    defaultMessage: 'Gebühr bei späterer Stornierung (%)',
  },
  policy: { id: 'userArea.packages.field.policy', defaultMessage: 'Stornierungsbedingungen' },
  teamEvents: { id: 'userArea.packages.field.teamEvents', defaultMessage: 'Teamevents möglich' },
  activities: { id: 'userArea.packages.field.activities', defaultMessage: 'Aktivitäten' },
  eventManager: {
    id: 'userArea.packages.field.eventManager',
    defaultMessage: 'Eventmanager vor Ort',
  },
  decoration: { id: 'userArea.packages.field.decoration', defaultMessage: 'Dekoration' },
  services: { id: 'userArea.packages.field.services', defaultMessage: 'Dienstleistungen' },
  ownKitchen: { id: 'userArea.packages.field.ownKitchen', defaultMessage: 'Eigene Küche' },
  externalCatering: {
    id: 'userArea.packages.field.externalCatering',
    defaultMessage: 'Externes Catering erlaubt',
  },
  corkageRappen: {
    id: 'userArea.packages.field.corkageRappen',
    defaultMessage: 'Zapfengeld pro Flasche (CHF)',
  },
  projector: { id: 'userArea.packages.field.projector', defaultMessage: 'Beamer' },
  soundSystem: { id: 'userArea.packages.field.soundSystem', defaultMessage: 'Tonanlage' },
  videoConference: {
    id: 'userArea.packages.field.videoConference',
    defaultMessage: 'Videokonferenz',
  },
  microphones: { id: 'userArea.packages.field.microphones', defaultMessage: 'Mikrofone' },
  wheelchairAccessible: {
    id: 'userArea.packages.field.wheelchairAccessible',
    defaultMessage: 'Rollstuhlgängig',
  },
  terrace: { id: 'userArea.packages.field.terrace', defaultMessage: 'Terrasse' },
  parkingSpaces: { id: 'userArea.packages.field.parkingSpaces', defaultMessage: 'Parkplätze' },
  beds: { id: 'userArea.packages.field.beds', defaultMessage: 'Betten' },
  pricePerNightRappen: {
    id: 'userArea.packages.field.pricePerNightRappen',
    defaultMessage: 'Preis pro Nacht (CHF)',
  },
  breakfastIncluded: {
    id: 'userArea.packages.field.breakfastIncluded',
    defaultMessage: 'Frühstück inbegriffen',
  },
  minimumSpendRappen: {
    id: 'userArea.packages.field.minimumSpendRappen',
    defaultMessage: 'Mindestumsatz (CHF)',
  },
  vatIncluded: { id: 'userArea.packages.field.vatIncluded', defaultMessage: 'Preise inkl. MWST' },
  offered: { id: 'userArea.packages.field.offered', defaultMessage: 'Angeboten' },
  pricePerPersonRappen: {
    id: 'userArea.packages.field.pricePerPersonRappen',
    defaultMessage: 'Preis pro Person (CHF)',
  },
  includedInPackages: {
    id: 'userArea.packages.field.includedInPackages',
    defaultMessage: 'In den Paketen inbegriffen',
  },
});
