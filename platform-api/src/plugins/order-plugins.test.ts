import type { PluginDefinition } from '@eventalp/platform-sdk';
import { orderPlugins } from './order-plugins';

const plugin = (id: string, dependencies: string[] = []): PluginDefinition => ({
  id,
  dependencies,
});
const ids = (plugins: PluginDefinition[]) => plugins.map((p) => p.id);

describe('orderPlugins', () => {
  it.each([
    ['keeps independent plugins in given order', [plugin('a'), plugin('b')], ['a', 'b']],
    [
      'puts a dependency first',
      [plugin('catalog', ['taxonomy']), plugin('taxonomy')],
      ['taxonomy', 'catalog'],
    ],
    [
      'resolves chains',
      [
        plugin('award', ['catalog']),
        plugin('catalog', ['taxonomy', 'accounts']),
        plugin('accounts'),
        plugin('taxonomy'),
      ],
      ['taxonomy', 'accounts', 'catalog', 'award'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(ids(orderPlugins(input))).toEqual(expected);
  });

  it.each([
    [
      'a missing dependency',
      [plugin('catalog', ['taxonomy'])],
      "Plugin 'catalog' needs 'taxonomy', which is not installed",
    ],
    ['a cycle', [plugin('a', ['b']), plugin('b', ['a'])], 'Plugin dependency cycle: a -> b -> a'],
    ['a duplicate id', [plugin('a'), plugin('a')], "Plugin 'a' is installed twice"],
  ])('rejects %s', (_name, input, message) => {
    expect(() => orderPlugins(input)).toThrow(message);
  });
});
