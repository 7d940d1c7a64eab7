import { defineMessages } from 'react-intl';

export const peopleMessages = defineMessages({
  users: { id: 'backoffice.users.name', defaultMessage: 'Benutzer' },
  username: { id: 'backoffice.users.field.username', defaultMessage: 'Benutzername' },
  loginName: { id: 'backoffice.users.field.loginName', defaultMessage: 'Login' },
  email: { id: 'backoffice.users.field.email', defaultMessage: 'E-Mail' },
  roles: { id: 'backoffice.users.field.roles', defaultMessage: 'Rollen' },
  enabled: { id: 'backoffice.users.field.enabled', defaultMessage: 'Aktiviert' },
  signOut: { id: 'backoffice.users.action.signOut', defaultMessage: 'Überall abmelden' },
  signOutTitle: {
    id: 'backoffice.users.confirm.signOutTitle',
    defaultMessage: 'Auf allen Geräten abmelden?',
  },
  signOutText: {
    id: 'backoffice.users.confirm.signOutText',
    defaultMessage:
      'Alle Sitzungen dieses Kontos werden beendet; das Konto bleibt aktiviert und kann sich wieder anmelden.',
  },
  signedOut: {
    id: 'backoffice.users.notice.signedOut',
    defaultMessage: 'Das Konto ist auf allen Geräten abgemeldet.',
  },
  rolePermissions: { id: 'backoffice.rolePermissions.name', defaultMessage: 'Rollenrechte' },
  role: { id: 'backoffice.rolePermissions.field.role', defaultMessage: 'Rolle' },
  permission: { id: 'backoffice.rolePermissions.field.permission', defaultMessage: 'Berechtigung' },
  auditLog: { id: 'backoffice.auditLog.name', defaultMessage: 'Änderungsprotokoll' },
  resource: { id: 'backoffice.auditLog.field.resource', defaultMessage: 'Bereich' },
  recordId: { id: 'backoffice.auditLog.field.recordId', defaultMessage: 'Datensatz' },
  action: { id: 'backoffice.auditLog.field.action', defaultMessage: 'Aktion' },
  actor: { id: 'backoffice.auditLog.field.actor', defaultMessage: 'Person' },
  changed: { id: 'backoffice.auditLog.field.changed', defaultMessage: 'Geänderte Felder' },
  at: { id: 'backoffice.auditLog.field.at', defaultMessage: 'Zeitpunkt' },
});
