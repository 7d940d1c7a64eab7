import { awardRibbonLinks, type AwardCampaigns, type CampaignKind } from './awardRibbonLinks';

const KINDS: CampaignKind[] = [
  'award',
  'winner',
  'nomination',
  'warm_up',
  'pre_voting',
  'confirmation',
  'hide_ratings',
  'hide_email',
];

const INSTANTS = { starts_at: '2026-03-01T00:00:00.000Z', ends_at: '2026-04-01T00:00:00.000Z' };

function campaigns(active: CampaignKind[]): AwardCampaigns {
  return {
    year: 2026,
    windows: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        active.includes(kind)
          ? { active: 1, state: 'running', ...INSTANTS }
          : { active: 0, state: 'before', ...INSTANTS },
      ]),
    ) as AwardCampaigns['windows'],
  };
}

describe('awardRibbonLinks', () => {
  it.each<[string, CampaignKind[], number, string[]]>([
    ['nothing running', [], 1, []],
    ['rating runs: rate and the nominated venues', ['award'], 1, ['rate', 'nominated']],
    ['nomination runs', ['nomination'], 1, ['nominate']],
    ['pre-voting shows the nominated venues', ['pre_voting'], 1, ['nominated']],
    ['winners show', ['winner'], 1, ['awarded']],
    ['winners hide while a nomination runs', ['winner', 'nomination'], 1, ['nominate']],
    ['warm-up alone shows nothing', ['warm_up'], 1, []],
    ['Germany never shows the ribbon', ['award', 'winner'], 2, []],
    ['Austria never shows the ribbon', ['nomination'], 3, []],
  ])('%s', (_case, active, country, expected) => {
    expect(awardRibbonLinks(campaigns(active), country).map((link) => link.kind)).toEqual(expected);
  });

  it('links the winners of the awarded year', () => {
    expect(awardRibbonLinks(campaigns(['winner']), 1)).toEqual([
      { kind: 'awarded', href: '/site/de/swisslocationaward2026_ausgezeichnet', year: 2026 },
    ]);
  });
});
