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
  loginNameFormat:
    'Der Loginname darf nur Buchstaben (a-z, A-Z), Ziffern und Bindestriche enthalten.',
} as const;
