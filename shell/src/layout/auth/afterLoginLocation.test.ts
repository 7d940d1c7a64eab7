import { afterLoginLocation } from './afterLoginLocation';

describe('afterLoginLocation', () => {
  it.each([
    ['/public_login', '?redirect=%2Fsite%2Fuser%2Fdashboard', '/site/user/dashboard'],
    ['/public_login', '', '/'],
    ['/public_login1', '', '/'],
    ['/site/password/reset/abc', '?email=a%40b.ch', '/'],
    ['/public_login', '?redirect=https%3A%2F%2Fevil.example', '/'],
    ['/public_login', '?redirect=%2F%09%2Fevil.example', '/'],
    ['/public_login', '?redirect=%2F%0A%2Fevil.example', '/'],
    ['/public_login', '?redirect=%2F%5Cevil.example', '/'],
    ['/public_login', '?redirect=%2F%2Fevil.example', '/'],
    ['/site/_redaktionell/52/eventmagazin.html', '', '/site/_redaktionell/52/eventmagazin.html'],
    ['/locations', '?page=2', '/locations?page=2'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(afterLoginLocation({ pathname, search })).toBe(expected);
  });
});
