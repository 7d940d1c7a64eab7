import type { PluginDefinition } from '@eventalp/platform-sdk';

export class PluginGraphError extends Error {}

/**
 * Orders plugins so that each comes after its dependencies, keeping the given order otherwise.
 * Throws on duplicate ids, unknown dependencies and cycles.
 */
export function orderPlugins(plugins: readonly PluginDefinition[]): PluginDefinition[] {
  const byId = new Map<string, PluginDefinition>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new PluginGraphError(`Plugin '${plugin.id}' is installed twice`);
    byId.set(plugin.id, plugin);
  }
  const ordered: PluginDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();

  const visit = (plugin: PluginDefinition, trail: string[]): void => {
    const seen = state.get(plugin.id);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new PluginGraphError(`Plugin dependency cycle: ${[...trail, plugin.id].join(' -> ')}`);
    }
    state.set(plugin.id, 'visiting');
    for (const dependencyId of plugin.dependencies ?? []) {
      const dependency = byId.get(dependencyId);
      if (!dependency) {
        throw new PluginGraphError(
          `Plugin '${plugin.id}' needs '${dependencyId}', which is not installed`,
        );
      }
      visit(dependency, [...trail, plugin.id]);
    }
    state.set(plugin.id, 'done');
    ordered.push(plugin);
  };

  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
