import { hasPermissions, type AuthUser } from './auth';

const user = (roles: string[], permissions: string[]): AuthUser => ({
  id: 1,
  username: 'Test',
  login_name: 'test',
  email: 't@example.ch',
  first_name: 'Te',
  last_name: 'St',
  email_verified: true,
  roles,
  permissions,
});

const grants = new Map([['backoffice.redirects', ['admin']]]);

describe('hasPermissions', () => {
  it.each([
    ['own permission', user(['public_user'], ['package_edit']), ['package_edit'], true],
    ['missing permission', user(['public_user'], []), ['package_edit'], false],
    [
      'all of several required',
      user([], ['view_booking_module']),
      ['view_booking_module', 'package_edit'],
      false,
    ],
    ['granted by role', user(['admin'], []), ['backoffice.redirects'], true],
    ['role without grant', user(['media'], []), ['backoffice.redirects'], false],
    ['nothing required', user([], []), [], true],
  ])('%s', (_name, who, required, expected) => {
    expect(hasPermissions(who, required, grants)).toBe(expected);
  });
});
