import {
  CAMPAIGN_KINDS,
  type AwardCampaigns,
  type CampaignPhase,
} from '@eventalp/plugin-award/domain';
import { awardNotices } from './awardNotices';

const AT = { starts_at: '2026-03-01T00:00:00.000Z', ends_at: '2026-04-01T00:00:00.000Z' };

function campaigns(phases: Partial<Record<(typeof CAMPAIGN_KINDS)[number], CampaignPhase>>) {
  const windows = Object.fromEntries(
    CAMPAIGN_KINDS.map((kind) => {
      const state = phases[kind] ?? 'before';
      return [kind, { active: state === 'running' ? 1 : 0, state, ...AT }];
    }),
  ) as AwardCampaigns['windows'];
  return { year: 2026, windows };
}

describe('awardNotices', () => {
  it.each<[string, Parameters<typeof campaigns>[0], string[]]>([
    ['before the nomination', {}, ['nominationSoon']],
    ['during the nomination', { nomination: 'running' }, ['nominationOpen', 'ratingSoon']],
    ['between nomination and rating', { nomination: 'after' }, ['ratingSoon']],
    [
      'during the rating: ratings hidden',
      { nomination: 'after', award: 'running' },
      ['ratingOpen', 'ratingsHidden'],
    ],
    [
      'after the rating, before the winners',
      { nomination: 'after', award: 'after' },
      ['ratingsHidden'],
    ],
    ['winners announced', { nomination: 'after', award: 'after', winner: 'running' }, []],
  ])('%s', (_case, phases, kinds) => {
    expect(awardNotices(campaigns(phases)).map((notice) => notice.kind)).toEqual(kinds);
  });

  it('names the instants the messages show', () => {
    expect(awardNotices(campaigns({ nomination: 'running' }))[0]).toEqual({
      kind: 'nominationOpen',
      until: AT.ends_at,
    });
  });
});
