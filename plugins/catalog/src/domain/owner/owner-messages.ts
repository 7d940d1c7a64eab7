/** The spec's texts of the owners' area (sections 2, 5 and 8), in the product's German. */
export const ownerMessages = {
  saved: 'Erfolgreich gespeichert.',
  updateFailed: 'Aktualisierung fehlgeschlagen.',
  saveError: 'Fehler beim Speichern.',
  fillRequired: 'Bitte fülle alle Pflichtfelder aus.',
  loadError: 'Fehler beim Laden der Daten.',
  savedPendingApproval:
    'Erfolgreich gespeichert. Name, Kategorie und Fotos werden nach der Prüfung durch unser Team sichtbar.',
  conflict:
    'Dieser Bereich wurde inzwischen in einem anderen Fenster geändert. Bitte lade die Seite neu und prüfe die Angaben.',
  httpsOnly: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
  youtube: 'Bitte gib einen gültigen YouTube-Link ein.',
  maxBelowMin: 'Der Höchstwert darf nicht kleiner als der Mindestwert sein.',
  unknownMedia: 'Diese Datei gehört nicht zu diesem Eintrag.',
  verificationRequired: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  released: 'Dein Eintrag wurde zur Prüfung eingereicht.',
  alreadyInReview: 'Dein Eintrag wird bereits geprüft.',
  created:
    'Dein Eintrag wurde erstellt. Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir gesendet haben.',
  orderSent:
    'Vielen Dank für deine Bestellung. Du erhältst eine Bestätigung mit der Rechnung per E-Mail.',
  roomDeleted: 'Der Raum wurde gelöscht.',
} as const;
