import { initialAuthModal } from './authModalState';

describe('initialAuthModal', () => {
  it.each([
    ['login', '/public_login', '', { view: 'login' }],
    [
      'reset',
      '/site/password/reset/abc123',
      '?email=vera%40example.ch',
      { view: 'reset', token: 'abc123', email: 'vera@example.ch' },
    ],
    ['reset', '/password/reset/abc123/', '', { view: 'reset', token: 'abc123', email: '' }],
    ['reset', '/site/password/reset/', '', { view: 'login' }],
    ['reset', '/password/reset/%E0%A4%A', '', { view: 'login' }],
    [null, '/locations', '', null],
  ] as const)('%s at %s%s', (modal, path, search, expected) => {
    expect(initialAuthModal(modal, path, search)).toEqual(expected);
  });
});
