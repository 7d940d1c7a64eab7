// The shell's browser build (dist/public, served by the shell server under /_shell/).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createHostWebpackConfig } = require('@eventalp/shell-kit/build');

const config = createHostWebpackConfig({
  packageDir: __dirname,
  name: 'eventalp_shell',
  entry: './src/browser/index.ts',
});
config.output.path = path.join(__dirname, 'dist', 'public');

// MapLibre runs its tile work in a module worker it loads by URL; bundling cannot rewrite that
// URL, so the worker is served as a file of its own (the kit's map sets this URL).
const MAP_WORKER = 'maplibre-gl-worker.js';
config.plugins.push({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MapLibreWorker', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MapLibreWorker', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = fs.readFileSync(
            require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs', {
              paths: [path.join(__dirname, 'kit')],
            }),
          );
          // Already minified by MapLibre; the minimizer would parse it as a script and fail.
          compilation.emitAsset(MAP_WORKER, new webpack.sources.RawSource(source), {
            minimized: true,
          });
        },
      );
    });
  },
});
module.exports = config;
