// Two builds: dist/browser (single-spa app for the shell) and dist/server (server rendering).
const { createRemoteWebpackConfigs } = require('@eventalp/shell-kit/build');

const configs = createRemoteWebpackConfigs({
  packageDir: __dirname,
  name: 'mf_backoffice',
  exposes: { './app': './src/app.ts' },
  serverExposes: { './server': './src/server.ts' },
});

// webpack 5.110 (pinned for Module Federation) drops the default export of Material UI's
// prop-type helpers (`export { default } from` beside `export *`, e.g. @mui/utils
// integerPropType) when it prunes side-effect-free re-exports: "module has no exports". Without
// that pruning the back office builds; it costs only the back office's own lazy chunk some bytes.
for (const config of configs) config.optimization = { ...config.optimization, sideEffects: false };

module.exports = configs;
