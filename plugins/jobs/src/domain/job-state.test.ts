import { jobState } from './job-state';

const now = new Date('2026-06-01T10:00:00Z');
const at = (iso: string | null) => (iso ? new Date(iso) : null);

describe('jobState', () => {
  it.each([
    ['published, no expiry', true, '2026-05-01T00:00:00Z', null, 'live'],
    ['published, expires later', true, '2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z', 'live'],
    ['published this instant', true, '2026-06-01T10:00:00Z', null, 'live'],
    ['expiring this instant', true, '2026-05-01T00:00:00Z', '2026-06-01T10:00:00Z', 'expired'],
    ['expired last week', true, '2026-04-01T00:00:00Z', '2026-05-25T00:00:00Z', 'expired'],
    ['dated in the future', true, '2026-06-02T00:00:00Z', null, 'hidden'],
    ['not published', false, '2026-05-01T00:00:00Z', null, 'hidden'],
    ['not published and expired', false, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', 'hidden'],
  ])('%s -> %s', (_case, published, publishAt, expiresAt, expected) => {
    expect(
      jobState({ published, publish_at: new Date(publishAt), expires_at: at(expiresAt) }, now),
    ).toBe(expected);
  });
});
