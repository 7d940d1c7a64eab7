import type { AwardCampaigns } from './award-answers';
import {
  nominationOpen,
  ratingConfirmable,
  ratingOpen,
  ratingSectionVisible,
} from './campaign-rules';
import { CAMPAIGN_KINDS, type CampaignPhase } from './campaign-window';

const INSTANTS = { starts_at: '2026-05-01T00:00:00.000Z', ends_at: '2026-06-01T00:00:00.000Z' };

function windows(phases: Partial<Record<(typeof CAMPAIGN_KINDS)[number], CampaignPhase>>) {
  return Object.fromEntries(
    CAMPAIGN_KINDS.map((kind) => {
      const state = phases[kind] ?? 'before';
      return [kind, { active: state === 'running' ? 1 : 0, state, ...INSTANTS }];
    }),
  ) as AwardCampaigns['windows'];
}

describe('ratingSectionVisible (hidden from the award start until the winners start)', () => {
  it.each<[string, CampaignPhase, CampaignPhase, boolean]>([
    ['before the award starts', 'before', 'before', true],
    ['while the public rates', 'running', 'before', false],
    ['after the rating, before the winners', 'after', 'before', false],
    ['once the winners show', 'after', 'running', true],
    ['after the winners’ year', 'after', 'after', true],
  ])('%s', (_case, award, winner, visible) => {
    expect(ratingSectionVisible(windows({ award, winner }))).toBe(visible);
  });
});

describe('nominationOpen (strictly inside the window)', () => {
  it.each<[CampaignPhase, boolean]>([
    ['before', false],
    ['running', true],
    ['after', false],
  ])('%s: %s', (nomination, open) => {
    expect(nominationOpen(windows({ nomination }))).toBe(open);
  });
});

describe('ratingOpen (strictly inside the award window)', () => {
  it.each<[CampaignPhase, boolean]>([
    ['before', false],
    ['running', true],
    ['after', false],
  ])('%s: %s', (award, open) => {
    expect(ratingOpen(windows({ award }))).toBe(open);
  });
});

describe('ratingConfirmable (from the rating start until the winners show)', () => {
  it.each<[CampaignPhase, CampaignPhase, boolean]>([
    ['before', 'before', false],
    ['running', 'before', true],
    ['after', 'before', true],
    ['after', 'running', false],
    ['after', 'after', false],
  ])('award %s, winner %s: %s', (award, winner, confirmable) => {
    expect(ratingConfirmable(windows({ award, winner }))).toBe(confirmable);
  });
});
