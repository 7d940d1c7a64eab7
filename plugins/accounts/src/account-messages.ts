/** The spec's login and password texts (section 8), in the product's German. */
export const accountMessages = {
  loginFailed: 'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
  loginThrottled: (seconds: number) =>
    `Zu viele Loginversuche. Bitte versuche es in ${seconds} Sekunden erneut.`,
  resetSent: 'Wir haben dir einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
  resetDone: 'Dein Passwort wurde zurückgesetzt.',
  resetTokenInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  resetUserNotFound: 'Wir können keinen Benutzer mit dieser E-Mail-Adresse finden.',
  resetThrottled: 'Bitte warte, bevor du es erneut versuchst.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  passwordMin: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  passwordMax: 'Das Passwort darf höchstens 30 Zeichen lang sein.',
  passwordConfirmation: 'Die Passwortbestätigung stimmt nicht überein.',
  loginNameTaken: 'Dieser Loginname ist bereits vergeben.',
  verificationSent: 'Wir haben dir einen Link zur Bestätigung deiner E-Mail-Adresse gesendet.',
  verificationDone: 'Deine E-Mail-Adresse wurde bestätigt.',
  verificationInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  verificationRequired: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  verificationThrottled: 'Bitte warte, bevor du es erneut versuchst.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  profileSaved: 'Erfolgreich gespeichert.',
  passwordChanged: 'Dein Passwort wurde geändert.',
  emailChangePending:
    'Wir haben dir einen Link an die neue E-Mail-Adresse gesendet. Sie gilt, sobald du sie bestätigt hast.',
  signedOutEverywhere: 'Du wurdest auf allen Geräten abgemeldet.',
  loginNameFormat:
    'Der Loginname darf nur Buchstaben (a-z, A-Z), Ziffern und Bindestriche enthalten.',
} as const;
