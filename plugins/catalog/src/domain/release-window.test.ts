import { isPubliclyVisible } from './release-window';

const now = new Date('2026-11-21T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('isPubliclyVisible', () => {
  it.each([
    ['approved, no dates', { approved: true, release_at: null, expires_at: null }, true],
    ['not approved', { approved: false, release_at: null, expires_at: null }, false],
    [
      'released earlier',
      { approved: true, release_at: at('2026-01-01T00:00:00Z'), expires_at: null },
      true,
    ],
    ['released right now', { approved: true, release_at: now, expires_at: null }, true],
    [
      'release in the future',
      { approved: true, release_at: at('2026-11-22T00:00:00Z'), expires_at: null },
      false,
    ],
    [
      'expires later',
      { approved: true, release_at: null, expires_at: at('2027-01-01T00:00:00Z') },
      true,
    ],
    ['expires right now', { approved: true, release_at: null, expires_at: now }, false],
    [
      'expired',
      { approved: true, release_at: null, expires_at: at('2026-11-01T00:00:00Z') },
      false,
    ],
    [
      'inside both dates',
      {
        approved: true,
        release_at: at('2026-11-01T00:00:00Z'),
        expires_at: at('2026-12-01T00:00:00Z'),
      },
      true,
    ],
    [
      'not approved inside window',
      {
        approved: false,
        release_at: at('2026-11-01T00:00:00Z'),
        expires_at: at('2026-12-01T00:00:00Z'),
      },
      false,
    ],
  ])('%s', (_case, entry, expected) => {
    expect(isPubliclyVisible(entry, now)).toBe(expected);
  });
});
