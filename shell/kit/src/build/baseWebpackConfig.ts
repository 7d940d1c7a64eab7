import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';

export type BuildTarget = 'browser' | 'server';

/** swc-loader set up for TSX; the repo's .swcrc is for node builds (commonjs), not bundles. */
function swcRule(target: BuildTarget) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: [
      // Loaders run last to first: swc compiles, then the browser build drops the defaults.
      ...(target === 'browser' ? [{ loader: require.resolve('./dropDefaultMessages') }] : []),
      {
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
    ],
  };
}

/**
 * Stylesheets are extracted into files in the browser (content-hashed, loaded with the chunks that
 * need them, and linked by the server render); node builds only read them, so class names and
 * the module graph stay the same, and emit nothing.
 */
function cssRule(target: BuildTarget) {
  return {
    test: /\.css$/,
    use: [
      {
        loader: MiniCssExtractPlugin.loader,
        options: { emit: target === 'browser' },
      },
      { loader: 'css-loader', options: { importLoaders: 0 } },
    ],
  };
}

/** Pure rule modules shared with the API (`@eventalp/<package>/domain`). */
const DOMAIN_PACKAGES = [
  '@eventalp/platform-sdk',
  '@eventalp/plugin-accounts',
  '@eventalp/plugin-analytics',
  '@eventalp/plugin-award',
  '@eventalp/plugin-catalog',
  '@eventalp/plugin-home',
  '@eventalp/plugin-jobs',
  '@eventalp/plugin-magazine',
  '@eventalp/plugin-media',
  '@eventalp/plugin-newsletter',
  '@eventalp/plugin-packages',
  '@eventalp/plugin-requests',
  '@eventalp/plugin-search',
  '@eventalp/plugin-shortlists',
  '@eventalp/plugin-site',
  '@eventalp/plugin-taxonomy',
];

/**
 * Domain rules are bundled from their TypeScript source: their dist is CommonJS, which webpack
 * cannot tree-shake, so every page would carry every rule (upload checks, release windows, ...).
 */
function domainSourceAliases(packageDir: string, target: BuildTarget): Record<string, string> {
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
  // The UI package is bundled into each front end from its source (ES modules, so only what a
  // page uses is bundled); its dist is for the shell server's node process.
  try {
    const root = path.dirname(
      require.resolve('@eventalp/shell-ui/package.json', { paths: [packageDir] }),
    );
    aliases['@eventalp/shell-ui$'] = path.join(root, 'src', 'index.ts');
  } catch {
    // not a dependency of this workspace
  }
  // The kit's browser copy (the shell provides it to every remote) from source too: as ES modules
  // webpack concatenates it into one scope instead of CommonJS wrappers around every export.
  // Node builds keep the dist the shell server shares with them.
  if (target === 'browser')
    try {
      const root = path.dirname(
        require.resolve('@eventalp/shell-kit/package.json', { paths: [packageDir] }),
      );
      aliases['@eventalp/shell-kit$'] = path.join(root, 'src', 'index.ts');
    } catch {
      // the kit itself
    }
  return aliases;
}

export interface BaseBuildOptions {
  /** File name of extracted stylesheets; content-hashed unless the file is read by a server. */
  cssFilename?: string;
}

/**
 * What every federated build has in common: production mode, swc, CSS files, no source maps
 * (fast builds on two cores), swc and lightningcss minification in the browser and none for node.
 */
export function baseWebpackConfig(
  packageDir: string,
  target: BuildTarget,
  options: BaseBuildOptions = {},
): Configuration {
  const cssFilename = options.cssFilename ?? '[name].[contenthash:10].css';
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
      alias: domainSourceAliases(packageDir, target),
    },
    module: {
      rules: [
        swcRule(target),
        cssRule(target),
        // MapLibre's worker (`new URL(…, import.meta.url)` in the UI package's map) is a file of
        // its own, already minified.
        {
          test: /maplibre-gl-worker\.mjs$/,
          type: 'asset/resource',
          generator: { filename: 'maplibre-gl-worker.[contenthash:10].mjs' },
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: cssFilename,
        chunkFilename: '[name].[contenthash:10].css',
        // Stylesheets are class-scoped (`ea-…`): the order of unrelated files does not matter.
        ignoreOrder: true,
      }),
    ],
    optimization:
      target === 'browser'
        ? {
            minimize: true,
            minimizer: [
              new MinimizerPlugin({
                minify: MinimizerPlugin.swcMinify,
                exclude: /maplibre-gl-worker/,
              }),
              new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.lightningCssMinify }),
            ],
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
