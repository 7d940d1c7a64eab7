import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { accountMigrations } from './account-migrations';
import { ACCOUNT_DIRECTORY, accountDirectory } from './account-directory';
import { ACCOUNT_SIGNUP, accountSignup } from './account-signup';
import { profileRoutes } from './profile-routes';
import { verificationMigrations } from './verification-migrations';
import { demoUserSeed } from './demo-users';
import { loginRoutes } from './login-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { SESSION_COOKIE, SessionStore } from './session-store';
import { User } from './user-model';
import { BACKOFFICE_USERS, userResource } from './user-resource';

export { accountMessages } from './account-messages';
export * from './domain/account-schemas';
export { User } from './user-model';
export { BACKOFFICE_USERS, userResource } from './user-resource';
export { SESSION_COOKIE } from './session-store';
export { demoUsers } from './demo-users';
export { ACCOUNT_DIRECTORY, type AccountDirectory } from './account-directory';
export { ACCOUNT_SIGNUP, SIGNUP_ROLE, type AccountSignup } from './account-signup';

/** Accounts: users with roles and permissions, sessions, login throttling, password reset. */
export const accountsPlugin = definePlugin({
  id: 'accounts',
  migrations: [...accountMigrations, ...verificationMigrations],
  provides: [
    provideService(ACCOUNT_SIGNUP, accountSignup),
    provideService(ACCOUNT_DIRECTORY, accountDirectory),
  ],
  models: [User],
  permissions: [
    { name: 'view_booking_module', description: 'Package pages and package search' },
    { name: 'package_edit', description: 'Edit own packages' },
    { name: BACKOFFICE_USERS, description: 'Manage users', grantedToRoles: ['admin'] },
  ],
  backofficeResources: [userResource],
  routes: (services) => {
    const sessions = new SessionStore(services.db, services.now);
    return [
      ...loginRoutes(services, sessions),
      ...passwordResetRoutes(services, sessions),
      ...profileRoutes(services, sessions),
    ];
  },
  seeds: (services) => [demoUserSeed(services)],
  authenticator: (services) => {
    const sessions = new SessionStore(services.db, services.now);
    return {
      async authenticate(ctx) {
        const token = ctx.cookies.get(SESSION_COOKIE);
        if (!token) return null;
        return (await sessions.userFor(token))?.toAuthUser() ?? null;
      },
      sessionOf: (ctx) => ctx.cookies.get(SESSION_COOKIE) || null,
    };
  },
});
