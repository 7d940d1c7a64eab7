import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { baseWebpackConfig } from './baseWebpackConfig';
import { createMfConfig } from './createMfConfig';
import { StylesheetListPlugin, stylesheetListDefine } from './stylesheetList';

export interface RemoteBuildOptions {
  /** The workspace folder (`__dirname` of its webpack.config.js). */
  packageDir: string;
  /** Container name, e.g. 'mf_marketplace'. */
  name: string;
  /** Browser modules; './app' must export the single-spa lifecycles. */
  exposes: Record<string, string>;
  /** Node modules; './server' must export `render` (see RemoteServerModule). */
  serverExposes: Record<string, string>;
  /** Extra standalone browser scripts, e.g. custom elements for pages outside the shell. */
  entries?: Record<string, string>;
}

/**
 * The two builds of a remote: `dist/browser` (web, loaded by the shell in the browser) and
 * `dist/server` (async-node, commonjs-module, loaded by the shell server with createInstance).
 * The browser build's styles are one content-hashed stylesheet (`styles.<hash>.css`, listed in
 * `stylesheets.json`); the server build is compiled after it and knows that list, so its HTML
 * comes with the links it needs.
 */
export function createRemoteWebpackConfigs(options: RemoteBuildOptions): Configuration[] {
  const browser = baseWebpackConfig(options.packageDir, 'browser');
  browser.name = 'browser';
  browser.entry = options.entries ?? {};
  browser.output = { ...browser.output, uniqueName: options.name };
  browser.plugins = [
    ...(browser.plugins ?? []),
    new ModuleFederationPlugin(
      createMfConfig({
        name: options.name,
        packageDir: options.packageDir,
        exposes: options.exposes,
      }),
    ),
    new StylesheetListPlugin(),
  ];
  // All of a remote's CSS in one file: the server render links one stylesheet per remote, and a
  // page's styles never wait for a lazily loaded chunk.
  browser.optimization = {
    ...browser.optimization,
    splitChunks: {
      cacheGroups: {
        styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
      },
    },
  };

  const server = baseWebpackConfig(options.packageDir, 'server');
  server.name = 'server';
  server.dependencies = ['browser'];
  // Map libraries are only ever imported in the browser, after mount; keep them out of node builds.
  server.resolve = {
    ...server.resolve,
    alias: { ...server.resolve?.alias, 'maplibre-gl': false, 'mapbox-gl': false },
  };
  server.output = {
    ...server.output,
    uniqueName: `${options.name}_server`,
    // Merging lazy chunks into the container (below) would otherwise rename remoteEntry.js after
    // the container, and the shell server would not find it.
    filename: (pathData) =>
      pathData.chunk?.name === options.name ? 'remoteEntry.js' : '[name].js',
  };
  server.plugins = [
    ...(server.plugins ?? []),
    stylesheetListDefine(browser.output?.path as string),
    new ModuleFederationPlugin(
      createMfConfig({
        name: options.name,
        packageDir: options.packageDir,
        exposes: options.serverExposes,
        libraryType: 'commonjs-module',
      }),
    ),
    // The shell server evaluates remoteEntry.js fetched over HTTP, where node's file-based chunk
    // loading cannot follow; one chunk means nothing else is ever fetched.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ];
  return [browser, server];
}
