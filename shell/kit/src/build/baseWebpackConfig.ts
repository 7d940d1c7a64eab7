import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';

export type BuildTarget = 'browser' | 'server';

/** swc-loader set up for TSX; the repo's .swcrc is for node builds (commonjs), not bundles. */
function swcRule(target: BuildTarget) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: target === 'browser' ? 'es2020' : 'es2022',
        },
      },
    },
  };
}

/** Pure rule modules shared with the API (`@eventalp/<package>/domain`). */
const DOMAIN_PACKAGES = [
  '@eventalp/platform-sdk',
  '@eventalp/plugin-catalog',
  '@eventalp/plugin-jobs',
  '@eventalp/plugin-magazine',
  '@eventalp/plugin-media',
  '@eventalp/plugin-newsletter',
  '@eventalp/plugin-requests',
];

/**
 * Domain rules are bundled from their TypeScript source: their dist is CommonJS, which webpack
 * cannot tree-shake, so every page would carry every rule (upload checks, release windows, ...).
 */
function domainSourceAliases(packageDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of DOMAIN_PACKAGES) {
    try {
      const root = path.dirname(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
      aliases[`${name}/domain$`] = path.join(root, 'src', 'domain', 'index.ts');
      // The shared input schemas (and their zod) come from source too, as ES modules, so only
      // what a page uses is bundled.
      if (name === '@eventalp/platform-sdk')
        aliases[`${name}$`] = path.join(root, 'src', 'index.ts');
    } catch {
      // not installed for this workspace: nothing to alias
    }
  }
  return aliases;
}

/**
 * What every federated build has in common: production mode, swc, no source maps (fast builds on
 * two cores), swc minification in the browser and none for node.
 */
export function baseWebpackConfig(packageDir: string, target: BuildTarget): Configuration {
  return {
    mode: 'production',
    context: packageDir,
    devtool: false,
    target: target === 'browser' ? 'web' : 'async-node',
    entry: {},
    output: {
      path: path.join(packageDir, 'dist', target),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: target === 'browser' ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: domainSourceAliases(packageDir),
    },
    module: { rules: [swcRule(target)] },
    optimization:
      target === 'browser'
        ? {
            minimize: true,
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
          }
        : { minimize: false },
    performance: { hints: false },
    // MapLibre (the kit's lazily loaded map) imports worker scripts by runtime URL.
    ignoreWarnings: [
      { module: /maplibre-gl/, message: /request of a dependency is an expression/ },
    ],
    stats: 'errors-warnings',
  };
}
