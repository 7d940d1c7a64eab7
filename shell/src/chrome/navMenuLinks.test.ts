import type { User } from '@eventalp/shell-kit';
import { navMenuLinks } from './navMenuLinks';

const user = (permissions: string[]): User => ({
  id: 1,
  username: 'Team',
  login_name: 'team',
  email: 'team@example.ch',
  first_name: 'Vera',
  last_name: 'Muster',
  email_verified: true,
  roles: ['public_user'],
  permissions,
});

describe('navMenuLinks', () => {
  it('lists locations, provider categories without photo/video, editorial pages and help', () => {
    expect(navMenuLinks(null).map((link) => link.href)).toEqual([
      '/locations',
      '/provider/catering_partyservice',
      '/provider/eventtechnik',
      '/provider/agentur',
      '/provider/einrichtung_ausstattung',
      '/provider/infrastruktur',
      '/provider/unterhaltung',
      '/site/_redaktionell/52/eventmagazin.html',
      '/site/_redaktionell/51/Eventjobs.html',
      '/site/de/swisslocationaward',
      '/site/extern/werbemoeglichkeiten.html',
      '/site/_redaktionell/53/hilfe',
    ]);
  });

  it.each([
    ['a visitor', null, false],
    ['a user without view_booking_module', user([]), false],
    ['a user with view_booking_module', user(['view_booking_module']), true],
  ])('packages for %s: %s', (_who, who, shown) => {
    expect(navMenuLinks(who).some((link) => link.href === '/packages')).toBe(shown);
  });
});
