import type { TestPlatform } from '@eventalp/platform-api/testing';
import { ACCOUNT_SIGNUP } from '@eventalp/plugin-accounts';

/**
 * A venue owner signed up through the guest entry sign-up (a location at Seestrasse 12, 8800
 * Thalwil), signed in on its own agent from `ip`, with `permissions` (e.g. `package_edit`) and a
 * fresh CSRF token: the packages suites' owners.
 */
export async function signUpLocationOwner(
  t: TestPlatform,
  name: string,
  ip: string,
  permissions: string[] = [],
) {
  const agent = t.newAgent();
  // The token first: the agent's cookies go with a request when it is made.
  const signUpToken = await t.csrf(agent);
  const created = await agent
    .post('/api/guest/entries')
    .set('X-CSRF-Token', signUpToken)
    .set('X-Forwarded-For', ip)
    .send({
      type: 'location',
      category_id: 1,
      entry_category_id: 516,
      full_name: `${name} Saal`,
      description: 'Saal am See',
      street: 'Seestrasse',
      street_number: '12',
      zip: '8800',
      place: 'Thalwil',
      region: 297,
      first_name: name,
      last_name: 'Muster',
      email: `${name.toLowerCase()}@example.ch`,
      login_name: name.toLowerCase(),
      password: 'geheim12',
      password_confirmation: 'geheim12',
    });
  expect(created.status).toBe(201);
  const locationId: number = created.body.entry.id;
  const { db } = t.platform.services;
  const { owner_user_id: userId } = await db('catalog_locations').where({ id: locationId }).first();
  if (permissions.length > 0)
    await db('accounts_users').where({ id: userId }).update({ permissions_array: permissions });
  return { agent, token: await t.csrf(agent), locationId, userId: userId as number };
}

/** A signed-in back-office user holding `role` (the roles grant the back office's permissions). */
export async function signInStaff(t: TestPlatform, name: string, role: string) {
  const { db } = t.platform.services;
  const { id: userId } = await db.transaction((trx) =>
    t.platform.services.service(ACCOUNT_SIGNUP).register(trx, {
      login_name: name.toLowerCase(),
      email: `${name.toLowerCase()}@eventalp.example`,
      first_name: name,
      last_name: 'Team',
      password: 'geheim12',
    }),
  );
  await db('accounts_users')
    .where({ id: userId })
    .update({ roles: [role] });
  return t.signIn(name.toLowerCase(), 'geheim12', `10.22.0.${userId % 250}`);
}

/**
 * A signed-in visitor (login `name` lower-cased, mail `{name}@example.org`) with
 * `view_booking_module`, or without it: the packages suites' requesters.
 */
export async function signInRequester(t: TestPlatform, name: string, permitted = true) {
  const { db } = t.platform.services;
  const { id } = await db.transaction((trx) =>
    t.platform.services.service(ACCOUNT_SIGNUP).register(trx, {
      login_name: name.toLowerCase(),
      email: `${name.toLowerCase()}@example.org`,
      first_name: name,
      last_name: 'Gast',
      password: 'geheim12',
    }),
  );
  if (permitted)
    await db('accounts_users')
      .where({ id })
      .update({ permissions_array: ['view_booking_module'] });
  const { agent, token } = await t.signIn(name.toLowerCase(), 'geheim12', `10.21.0.${id % 250}`);
  return { agent, token, userId: id as number };
}
