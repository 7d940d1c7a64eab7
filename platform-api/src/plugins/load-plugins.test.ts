import {
  defineDashboardMetric,
  definePlugin,
  type DashboardMetric,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { loadPlugins } from './load-plugins';

const base = { now: () => new Date(0) } as unknown as PlatformServices;

const figure = (id: string, permission = 'backoffice.things'): DashboardMetric =>
  defineDashboardMetric({
    id,
    label: 'backoffice.dashboard.things',
    permission,
    kind: 'counts',
    parts: [{ key: 'all', label: 'backoffice.dashboard.things.all' }],
    query: async () => ({ all: 1 }),
  });

const plugin = (id: string, metrics: DashboardMetric[]) =>
  definePlugin({
    id,
    permissions: [{ name: 'backoffice.things', description: 'Things' }],
    dashboardMetrics: () => metrics,
  });

describe('dashboard figures of the plugins', () => {
  it('collects every plugin’s figures in plugin order', () => {
    const loaded = loadPlugins(base, [
      plugin('things', [figure('things.count'), figure('things.other')]),
      definePlugin({
        id: 'more',
        dependencies: ['things'],
        dashboardMetrics: () => [figure('more.count')],
      }),
    ]);
    expect(loaded.dashboardMetrics.map((metric) => metric.id)).toEqual([
      'things.count',
      'things.other',
      'more.count',
    ]);
  });

  it.each([
    ['another plugin’s id', [figure('other.count')], 'must start with things.'],
    ['an id twice', [figure('things.count'), figure('things.count')], 'declared twice'],
    [
      'an undeclared permission',
      [figure('things.count', 'backoffice.nothing')],
      'undeclared permission backoffice.nothing',
    ],
  ])('refuses %s at start', (_case, metrics, problem) => {
    expect(() => loadPlugins(base, [plugin('things', metrics)])).toThrow(problem);
  });
});
