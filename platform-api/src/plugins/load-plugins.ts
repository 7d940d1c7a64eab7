import type {
  Authenticator,
  CommandDefinition,
  DashboardMetric,
  JobDefinition,
  PlatformServices,
  PluginDefinition,
  ScheduleDefinition,
} from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { resourceRoutes } from '../backoffice/resource-routes';
import type { MountedRoute } from '../platform';
import { orderPlugins } from './order-plugins';
import { anyService, pluginServices } from './plugin-services';

/** What the installed plugins contribute, each part made with its plugin's own services. */
export interface LoadedPlugins {
  /** In dependency order (a plugin after the ones it depends on). */
  plugins: readonly PluginDefinition[];
  servicesOf(plugin: PluginDefinition): PlatformServices;
  /** Any plugin's named service (for the host and tests). */
  anyService: PlatformServices['service'];
  jobs: JobDefinition[];
  routes: MountedRoute[];
  commands: CommandDefinition[];
  schedules: ScheduleDefinition[];
  /** The back-office dashboard's figures, in plugin order. */
  dashboardMetrics: DashboardMetric[];
  /** Permission name -> roles granted it. */
  permissionGrants: Map<string, readonly string[]>;
  authenticator: Authenticator | null;
}

/**
 * Orders the plugins, checks their named services and collects their parts. Stops the platform
 * at start on a broken plugin graph (unknown dependency, cycle, a service without provider) or
 * on more than one authenticating plugin.
 */
export function loadPlugins(
  services: PlatformServices,
  installed: readonly PluginDefinition[],
): LoadedPlugins {
  const plugins = orderPlugins(installed);
  const servicesOf = pluginServices(services, plugins);
  const authenticators = plugins.filter((plugin) => plugin.authenticator);
  if (authenticators.length > 1)
    throw new Error(
      `Only one plugin may authenticate; found ${authenticators.map((p) => p.id).join(', ')}`,
    );
  const permissionGrants = new Map<string, readonly string[]>();
  for (const plugin of plugins)
    for (const permission of plugin.permissions ?? [])
      permissionGrants.set(permission.name, permission.grantedToRoles ?? []);
  const resourceProblem = undeclaredResourcePermission(plugins, permissionGrants);
  if (resourceProblem) throw new Error(resourceProblem);
  const each = <T>(part: (plugin: PluginDefinition, own: PlatformServices) => T[] | undefined) =>
    plugins.flatMap((plugin) => part(plugin, servicesOf(plugin)) ?? []);
  const dashboardMetrics = each((plugin, own) =>
    plugin.dashboardMetrics?.(own).map((metric) => ({ plugin, metric })),
  );
  const metricProblem = dashboardMetricProblem(dashboardMetrics, permissionGrants);
  if (metricProblem) throw new Error(metricProblem);
  return {
    plugins,
    servicesOf,
    anyService: anyService(plugins, servicesOf),
    jobs: each((plugin, own) => plugin.jobs?.(own)),
    routes: each((plugin, own) =>
      [
        ...(plugin.routes?.(own) ?? []),
        ...(plugin.backofficeResources ?? []).flatMap((resource) => resourceRoutes(resource, own)),
      ].map((route) => ({ pluginId: plugin.id, route })),
    ),
    commands: each((plugin, own) => plugin.commands?.(own)),
    schedules: each((plugin, own) => plugin.schedules?.(own)),
    dashboardMetrics: dashboardMetrics.map(({ metric }) => metric),
    permissionGrants,
    authenticator: authenticators[0]?.authenticator?.(servicesOf(authenticators[0])) ?? null,
  };
}

/**
 * A back-office resource needing a permission no plugin declares would lock everyone out silently;
 * one with media needs its plugin to use the media library (installed and migrated before it).
 */
function undeclaredResourcePermission(
  plugins: readonly PluginDefinition[],
  declared: ReadonlyMap<string, unknown>,
): string | null {
  for (const plugin of plugins)
    for (const resource of plugin.backofficeResources ?? []) {
      if (resource.media && !(plugin.uses ?? []).some((ref) => ref.id === MEDIA_LIBRARY.id))
        return `Back-office resource ${resource.name} of ${plugin.id} has media but ${plugin.id} does not use the media library`;
      for (const endpoint of resource.endpoints)
        if (!declared.has(endpoint.permission))
          return `Back-office resource ${resource.name} of ${plugin.id} needs the undeclared permission ${endpoint.permission}`;
    }
  return null;
}

/**
 * A dashboard figure named by another plugin's id, twice, or behind an undeclared permission
 * (nobody would ever see it) stops the platform at start.
 */
function dashboardMetricProblem(
  metrics: readonly { plugin: PluginDefinition; metric: DashboardMetric }[],
  declared: ReadonlyMap<string, unknown>,
): string | null {
  const seen = new Set<string>();
  for (const { plugin, metric } of metrics) {
    if (!metric.id.startsWith(`${plugin.id}.`))
      return `Dashboard metric ${metric.id} of ${plugin.id} must start with ${plugin.id}.`;
    if (seen.has(metric.id)) return `Dashboard metric ${metric.id} is declared twice`;
    seen.add(metric.id);
    if (!declared.has(metric.permission))
      return `Dashboard metric ${metric.id} needs the undeclared permission ${metric.permission}`;
  }
  return null;
}
