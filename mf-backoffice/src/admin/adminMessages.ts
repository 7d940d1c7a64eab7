import { defineMessages } from 'react-intl';

/** Texts shared by every resource of the back office. */
export const adminMessages = defineMessages({
  title: { id: 'backoffice.title', defaultMessage: 'Back Office' },
  updatedAt: { id: 'backoffice.field.updatedAt', defaultMessage: 'Geändert am' },
  search: { id: 'backoffice.filter.search', defaultMessage: 'Suche' },
  loading: { id: 'backoffice.loading', defaultMessage: 'Wird geladen …' },
  archived: { id: 'backoffice.filter.archived', defaultMessage: 'Archiv' },
  archivedCurrent: { id: 'backoffice.filter.archived.current', defaultMessage: 'Aktuelle' },
  archivedOnly: { id: 'backoffice.filter.archived.only', defaultMessage: 'Archivierte' },
  archivedAll: { id: 'backoffice.filter.archived.all', defaultMessage: 'Alle' },
  archive: { id: 'backoffice.action.archive', defaultMessage: 'Archivieren' },
  restore: { id: 'backoffice.action.restore', defaultMessage: 'Wiederherstellen' },
  archivedDone: { id: 'backoffice.notice.archived', defaultMessage: 'Archiviert.' },
  restoredDone: { id: 'backoffice.notice.restored', defaultMessage: 'Wiederhergestellt.' },
  exportCsv: { id: 'backoffice.action.exportCsv', defaultMessage: 'CSV exportieren' },
  history: { id: 'backoffice.history.title', defaultMessage: 'Verlauf' },
  noAccessTitle: { id: 'backoffice.noAccess.title', defaultMessage: 'Kein Zugriff' },
  noAccessText: {
    id: 'backoffice.noAccess.text',
    defaultMessage: 'Ihre Rolle erlaubt diesen Bereich nicht. Fragen Sie einen Administrator.',
  },
  mediaUpload: { id: 'backoffice.media.upload', defaultMessage: '{collection}: Datei hochladen' },
  mediaUploaded: { id: 'backoffice.media.uploaded', defaultMessage: 'Datei hochgeladen.' },
  mediaDeleted: { id: 'backoffice.media.deleted', defaultMessage: 'Datei gelöscht.' },
  mediaOrdered: { id: 'backoffice.media.ordered', defaultMessage: 'Reihenfolge gespeichert.' },
  mediaEmpty: { id: 'backoffice.media.empty', defaultMessage: 'Noch keine Dateien.' },
  mediaAfterSave: {
    id: 'backoffice.media.afterSave',
    defaultMessage: 'Dateien können nach dem ersten Speichern hochgeladen werden.',
  },
  mediaForward: { id: 'backoffice.media.forward', defaultMessage: 'Nach vorne' },
  mediaForwardNamed: { id: 'backoffice.media.forwardNamed', defaultMessage: '{name} nach vorne' },
  mediaBack: { id: 'backoffice.media.back', defaultMessage: 'Nach hinten' },
  mediaBackNamed: { id: 'backoffice.media.backNamed', defaultMessage: '{name} nach hinten' },
  mediaDelete: { id: 'backoffice.media.delete', defaultMessage: 'Löschen' },
  mediaDeleteNamed: { id: 'backoffice.media.deleteNamed', defaultMessage: '{name} löschen' },
});
