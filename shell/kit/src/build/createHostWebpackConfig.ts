import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { baseWebpackConfig } from './baseWebpackConfig';
import { createMfConfig } from './createMfConfig';

export interface HostBuildOptions {
  packageDir: string;
  name: string;
  /** The host's entry; it must only `import('./bootstrap')` (async boundary for shared modules). */
  entry: string;
}

/** The shell's browser build: a federation host with no build-time remotes (they come at runtime). */
export function createHostWebpackConfig(options: HostBuildOptions): Configuration {
  const config = baseWebpackConfig(options.packageDir, 'browser');
  config.entry = { main: options.entry };
  config.output = { ...config.output, uniqueName: options.name };
  config.plugins = [
    new ModuleFederationPlugin(
      createMfConfig({ name: options.name, packageDir: options.packageDir, eager: false }),
    ),
  ];
  return config;
}
