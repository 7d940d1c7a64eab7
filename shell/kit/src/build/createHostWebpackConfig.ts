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

/**
 * The shell's browser build: a federation host with no build-time remotes (they come at runtime).
 * Its stylesheet (`main.css`, the tokens and the chrome) is read by the shell server and inlined
 * into every page, so its name carries no hash.
 */
export function createHostWebpackConfig(options: HostBuildOptions): Configuration {
  const config = baseWebpackConfig(options.packageDir, 'browser', { cssFilename: '[name].css' });
  config.entry = { main: options.entry };
  config.output = { ...config.output, uniqueName: options.name };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin(
      createMfConfig({ name: options.name, packageDir: options.packageDir, eager: false }),
    ),
  ];
  return config;
}
