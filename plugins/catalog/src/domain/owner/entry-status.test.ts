import { changesNeedApproval, entryStatus, splitForApproval } from './entry-status';
import { LOCATION_SECTIONS } from './section-fields';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);
const base = { approved: false, release_at: null, expires_at: null, release_requested_at: null };

describe('entryStatus', () => {
  it.each([
    ['a new entry is a draft', base, 'draft'],
    ['handed in, not approved: in review', { ...base, release_requested_at: at(-1) }, 'in_review'],
    ['approved without dates: live', { ...base, approved: true }, 'live'],
    ['approved, released yesterday: live', { ...base, approved: true, release_at: at(-1) }, 'live'],
    ['approved, released tomorrow: draft', { ...base, approved: true, release_at: at(1) }, 'draft'],
    ['expiry passed: expired', { ...base, approved: true, expires_at: at(-1) }, 'expired'],
    ['the expiry instant itself: expired', { ...base, approved: true, expires_at: now }, 'expired'],
    ['expires tomorrow: live', { ...base, approved: true, expires_at: at(1) }, 'live'],
  ] as const)('%s', (_case, entry, expected) => {
    expect(entryStatus(entry, now)).toBe(expected);
  });
});

describe('changesNeedApproval', () => {
  it.each([
    ['a draft: no (the entry is approved as a whole)', base, false],
    ['in review: no', { ...base, release_requested_at: at(-1) }, false],
    ['live: yes', { ...base, approved: true }, true],
    ['approved, release still ahead: yes', { ...base, approved: true, release_at: at(3) }, true],
    ['approved and expired: yes', { ...base, approved: true, expires_at: at(-1) }, true],
    ['expired: yes', { ...base, expires_at: at(-1) }, true],
  ] as const)('%s', (_case, entry, expected) => {
    expect(changesNeedApproval(entry, now)).toBe(expected);
  });
});

describe('splitForApproval', () => {
  const fields = LOCATION_SECTIONS.basic;
  const current = { full_name: 'Alt', category_id: 516, summary: 'a' };
  it('applies everything at once on an entry nobody sees yet', () => {
    const saved = { full_name: 'Neu', category_id: 517, summary: 'b' };
    expect(splitForApproval(fields, saved, current, false)).toEqual({
      immediate: saved,
      pending: {},
    });
  });
  it('holds a changed name and category of a live entry, texts go live', () => {
    const saved = { full_name: 'Neu', category_id: 517, summary: 'b' };
    expect(splitForApproval(fields, saved, current, true)).toEqual({
      immediate: { summary: 'b' },
      pending: { full_name: 'Neu', category_id: 517 },
    });
  });
  it('holds nothing when name and category stay as they are', () => {
    const saved = { full_name: 'Alt', category_id: 516, summary: 'c' };
    expect(splitForApproval(fields, saved, current, true)).toEqual({
      immediate: { summary: 'c' },
      pending: {},
    });
  });
  it('holds changed photos of a live entry', () => {
    const photos = LOCATION_SECTIONS.photos;
    expect(
      splitForApproval(photos, { photos: [{ id: 2 }] }, { photos: [{ id: 1 }] }, true).pending,
    ).toEqual({ photos: [{ id: 2 }] });
  });
});
