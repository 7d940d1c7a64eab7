import {
  dashboardFigure,
  dashboardWindow,
  defineDashboardMetric,
  type DashboardMetricDeclaration,
} from './dashboard-metric';

const counts: DashboardMetricDeclaration = {
  id: 'platform.mails',
  label: 'backoffice.dashboard.mails',
  permission: 'backoffice.outbox',
  kind: 'counts',
  parts: [
    { key: 'sent', label: 'backoffice.dashboard.mails.sent' },
    { key: 'failed', label: 'backoffice.dashboard.mails.failed' },
  ],
  query: async () => ({ failed: '2', sent: 7 }),
};

describe('dashboardWindow', () => {
  it('covers the weeks up to the current one, Monday to Sunday in Swiss time', () => {
    // Sunday 2026-11-29 23:30 in Zurich is still that Sunday: its week began on Monday the 23rd.
    const window = dashboardWindow(new Date('2026-11-29T22:30:00Z'), 3);
    expect(window.weekStarts).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(window.from).toBe('2026-11-09');
    // Half an hour later it is Monday in Zurich (still Sunday in UTC): a new week.
    expect(dashboardWindow(new Date('2026-11-29T23:30:00Z'), 1).weekStarts).toEqual(['2026-11-30']);
  });

  it('crosses a year and a change of summer time', () => {
    const window = dashboardWindow(new Date('2027-01-06T12:00:00Z'), 2);
    expect(window.weekStarts).toEqual(['2026-12-28', '2027-01-04']);
    expect(dashboardWindow(new Date('2026-10-28T12:00:00Z'), 2).weekStarts).toEqual([
      '2026-10-19',
      '2026-10-26',
    ]);
  });

  it('refuses less than a week', () => {
    expect(() => dashboardWindow(new Date(), 0)).toThrow('at least a week');
  });
});

describe('defineDashboardMetric', () => {
  it('accepts a well-formed figure', () => {
    expect(defineDashboardMetric(counts)).toMatchObject({ id: 'platform.mails', checked: true });
  });

  it.each([
    ['an id without its plugin', { id: 'mails' }, 'the id is <plugin id>.<what>'],
    ['an id in camel case', { id: 'catalog.newEntries' }, 'the id is <plugin id>.<what>'],
    ['no permission', { permission: '' }, 'a permission is needed'],
    ['a label that is no message id', { label: 'Mails sent' }, 'not a message id: Mails sent'],
    ['counts without parts', { parts: [] }, 'counts need at least one part'],
    [
      'a part key twice',
      {
        parts: [
          { key: 'sent', label: 'backoffice.a' },
          { key: 'sent', label: 'backoffice.b' },
        ],
      },
      'part sent is named twice',
    ],
    [
      'a part without a label id',
      { parts: [{ key: 'sent', label: '' }] },
      'not a message id: (empty)',
    ],
  ])('refuses %s', (_case, change, problem) => {
    expect(() =>
      defineDashboardMetric({ ...counts, ...change } as DashboardMetricDeclaration),
    ).toThrow(problem);
  });
});

describe('dashboardFigure', () => {
  const window = dashboardWindow(new Date('2026-11-27T10:00:00Z'), 3);

  it('answers counts in the declared order, a part the query left out as 0', async () => {
    const figure = await dashboardFigure(
      defineDashboardMetric({
        ...counts,
        parts: [...counts.parts, { key: 'pending', label: 'backoffice.dashboard.mails.pending' }],
      } as DashboardMetricDeclaration),
      window,
    );
    expect(figure).toEqual({
      id: 'platform.mails',
      label: 'backoffice.dashboard.mails',
      kind: 'counts',
      unavailable: false,
      values: [
        { key: 'sent', label: 'backoffice.dashboard.mails.sent', value: 7 },
        { key: 'failed', label: 'backoffice.dashboard.mails.failed', value: 2 },
        { key: 'pending', label: 'backoffice.dashboard.mails.pending', value: 0 },
      ],
    });
  });

  it('answers every week of the window, adding up rows of one week and leaving out others', async () => {
    const metric = defineDashboardMetric({
      id: 'catalog.new-entries',
      label: 'backoffice.dashboard.newEntries',
      permission: 'backoffice.catalog',
      kind: 'weekly',
      query: async () => [
        { week: '2026-11-23', count: '3' },
        { week: '2026-11-09', count: 1 },
        { week: '2026-11-23', count: 2 },
        { week: '2026-10-05', count: 9 },
      ],
    });
    const figure = await dashboardFigure(metric, window);
    expect(figure.values.map(({ key, value }) => [key, value])).toEqual([
      ['2026-11-09', 1],
      ['2026-11-16', 0],
      ['2026-11-23', 5],
    ]);
  });

  it('refuses a value that is no count', async () => {
    const metric = defineDashboardMetric({ ...counts, query: async () => ({ sent: -1 }) });
    await expect(dashboardFigure(metric, window)).rejects.toThrow('not a count: -1');
  });
});
