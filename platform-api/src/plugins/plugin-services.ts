import type {
  PlatformServices,
  PluginDefinition,
  ServiceProvision,
  ServiceRef,
} from '@eventalp/platform-sdk';
import { PluginGraphError } from './order-plugins';

/**
 * The services each plugin's factories receive: the platform's, plus `service(ref)` for the
 * named services the plugin declared in `uses` (and its own `provides`). Checked at start: every
 * used service has exactly one provider, and that provider is among the user's dependencies, so
 * it is installed, migrated and created first. Each service is created once, on first use, with
 * its provider's services.
 */
export function pluginServices(
  base: PlatformServices,
  plugins: readonly PluginDefinition[],
): (plugin: PluginDefinition) => PlatformServices {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  const providers = new Map<
    string,
    { plugin: PluginDefinition; provision: ServiceProvision<unknown> }
  >();
  for (const plugin of plugins)
    for (const provision of plugin.provides ?? []) {
      const other = providers.get(provision.ref.id);
      if (other)
        throw new PluginGraphError(
          `The service '${provision.ref.id}' is provided twice: by '${other.plugin.id}' and '${plugin.id}'`,
        );
      providers.set(provision.ref.id, { plugin, provision });
    }

  const dependenciesOf = (plugin: PluginDefinition, into = new Set<string>()): Set<string> => {
    for (const id of plugin.dependencies ?? [])
      if (!into.has(id)) {
        into.add(id);
        const dependency = byId.get(id);
        if (dependency) dependenciesOf(dependency, into);
      }
    return into;
  };
  for (const plugin of plugins) {
    const dependencies = dependenciesOf(plugin);
    for (const ref of plugin.uses ?? []) {
      const provider = providers.get(ref.id);
      if (!provider)
        throw new PluginGraphError(
          `Plugin '${plugin.id}' uses the service '${ref.id}', which no installed plugin provides`,
        );
      if (provider.plugin !== plugin && !dependencies.has(provider.plugin.id))
        throw new PluginGraphError(
          `Plugin '${plugin.id}' uses the service '${ref.id}' of '${provider.plugin.id}' without depending on it`,
        );
    }
  }

  const instances = new Map<string, unknown>();
  const creating = new Set<string>();
  const instance = <T>(ref: ServiceRef<T>): T => {
    if (instances.has(ref.id)) return instances.get(ref.id) as T;
    const provider = providers.get(ref.id)!;
    if (creating.has(ref.id))
      throw new PluginGraphError(`The service '${ref.id}' needs itself while it is created`);
    creating.add(ref.id);
    try {
      const created = provider.provision.create(servicesOf(provider.plugin));
      instances.set(ref.id, created);
      return created as T;
    } finally {
      creating.delete(ref.id);
    }
  };

  const scoped = new Map<PluginDefinition, PlatformServices>();
  const servicesOf = (plugin: PluginDefinition): PlatformServices => {
    const known = scoped.get(plugin);
    if (known) return known;
    const allowed = new Set([
      ...(plugin.uses ?? []).map((ref) => ref.id),
      ...(plugin.provides ?? []).map((provision) => provision.ref.id),
    ]);
    const services: PlatformServices = {
      ...base,
      service: (ref) => {
        if (!allowed.has(ref.id))
          throw new Error(
            `Plugin '${plugin.id}' asks for the service '${ref.id}' without listing it in 'uses'`,
          );
        return instance(ref);
      },
    };
    scoped.set(plugin, services);
    return services;
  };
  return servicesOf;
}

/** Any installed plugin's service, for the host and tests (plugins get theirs through `uses`). */
export function anyService(
  plugins: readonly PluginDefinition[],
  servicesOf: (plugin: PluginDefinition) => PlatformServices,
): <T>(ref: ServiceRef<T>) => T {
  return (ref) => {
    const provider = plugins.find((plugin) =>
      (plugin.provides ?? []).some((provision) => provision.ref.id === ref.id),
    );
    if (!provider) throw new Error(`No installed plugin provides the service '${ref.id}'`);
    return servicesOf(provider).service(ref);
  };
}
