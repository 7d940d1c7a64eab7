import { defineMessages } from 'react-intl';

export const advertisingTileMessages = defineMessages({
  name: { id: 'backoffice.advertisingTiles.name', defaultMessage: 'Werbekacheln' },
  title: { id: 'backoffice.advertisingTiles.field.name', defaultMessage: 'Name' },
  mainArea: { id: 'backoffice.advertisingTiles.field.mainArea', defaultMessage: 'Hauptbereich' },
  areaLocations: { id: 'backoffice.advertisingTiles.area.locations', defaultMessage: 'Locations' },
  areaProviders: {
    id: 'backoffice.advertisingTiles.area.providers',
    defaultMessage: 'Dienstleister',
  },
  areaBoth: { id: 'backoffice.advertisingTiles.area.both', defaultMessage: 'Beide' },
  region: { id: 'backoffice.advertisingTiles.field.region', defaultMessage: 'Region' },
  buildingType: {
    id: 'backoffice.advertisingTiles.field.buildingType',
    defaultMessage: 'Gebäudetyp',
  },
  eventKind: { id: 'backoffice.advertisingTiles.field.eventKind', defaultMessage: 'Geeignet für' },
  capacityMin: {
    id: 'backoffice.advertisingTiles.field.capacityMin',
    defaultMessage: 'Personen min.',
  },
  capacityMax: {
    id: 'backoffice.advertisingTiles.field.capacityMax',
    defaultMessage: 'Personen max.',
  },
  serviceTypes: {
    id: 'backoffice.advertisingTiles.field.serviceTypes',
    defaultMessage: 'Dienstleistungsarten',
  },
  link: { id: 'backoffice.advertisingTiles.field.link', defaultMessage: 'Externer Link' },
  backgroundColour: {
    id: 'backoffice.advertisingTiles.field.backgroundColour',
    defaultMessage: 'Hintergrundfarbe',
  },
  textColour: { id: 'backoffice.advertisingTiles.field.textColour', defaultMessage: 'Textfarbe' },
  active: { id: 'backoffice.advertisingTiles.field.active', defaultMessage: 'Aktiv' },
  colourHint: {
    id: 'backoffice.advertisingTiles.hint.colour',
    defaultMessage: 'Hex-Wert, z. B. #0055a4',
  },
  targetingHint: {
    id: 'backoffice.advertisingTiles.hint.targeting',
    defaultMessage: 'Leer lassen, um die Kachel bei jeder Suche zu zeigen.',
  },
});
