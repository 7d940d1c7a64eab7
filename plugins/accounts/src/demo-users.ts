import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';
import { hashPassword } from './password-hashing';

/** Demo accounts for trying the product locally (documented in the README). */
export const demoUsers = [
  {
    login_name: 'admin',
    password: 'Admin1234',
    username: 'Back Office',
    email: 'admin@eventalp.ch',
    first_name: 'Bea',
    last_name: 'Backoffice',
    roles: ['admin'],
    permissions_array: [],
  },
  ...(['editor', 'sales', 'award'] as const).map((role) => ({
    login_name: role,
    password: `${role[0]!.toUpperCase()}${role.slice(1)}1234`,
    username: `Back Office ${role}`,
    email: `${role}@eventalp.ch`,
    first_name: 'Demo',
    last_name: role,
    roles: [role],
    permissions_array: [],
  })),
  {
    login_name: 'venue',
    password: 'Venue1234',
    username: 'Seehotel Team',
    email: 'venue@eventalp.ch',
    first_name: 'Vera',
    last_name: 'Gastgeberin',
    roles: ['public_user'],
    permissions_array: ['view_booking_module', 'package_edit'],
  },
  {
    // An organiser who books packages (and owns nothing): the visitor side of the bookings.
    login_name: 'planer',
    password: 'Planer1234',
    username: 'Paula Planer',
    email: 'planer@eventalp.ch',
    first_name: 'Paula',
    last_name: 'Planer',
    roles: ['public_user'],
    permissions_array: ['view_booking_module'],
  },
  {
    login_name: 'media',
    password: 'Media1234',
    username: 'Zürich Tourismus',
    email: 'media@eventalp.ch',
    first_name: 'Marco',
    last_name: 'Medien',
    roles: ['media'],
    permissions_array: [],
  },
];

export function demoUserSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-users',
    async run({ demo }) {
      if (!demo) return;
      for (const { password, ...user } of demoUsers) {
        const password_hash = await hashPassword(password, services.config.passwordHashRounds);
        const email_verified_at = services.now();
        const updated = await services
          .db(USERS)
          .whereRaw('lower(login_name) = lower(?)', [user.login_name])
          .update({ ...user, password_hash, email_verified_at, updated_at: services.now() });
        if (updated === 0)
          await services.db(USERS).insert({ ...user, password_hash, email_verified_at });
      }
    },
  };
}
