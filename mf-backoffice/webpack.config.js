// Two builds: dist/browser (single-spa app for the shell) and dist/server (server rendering).
const { createRemoteWebpackConfigs } = require('@eventalp/shell-kit/build');

const configs = createRemoteWebpackConfigs({
  packageDir: __dirname,
  name: 'mf_backoffice',
  exposes: { './app': './src/app.ts' },
  serverExposes: { './server': './src/server.ts' },
});

// Two bugs of webpack 5.110 (pinned for Module Federation) meet react-admin and Material UI:
// pruning side-effect-free re-exports drops the default export of Material UI's prop-type helpers
// (`export { default } from` beside `export *`: "module has no exports"), and concatenating a
// CommonJS module into an ES module writes `new fn()(…)` for `new (fn())(…)` (react-admin's
// polyglot: "is not a constructor" when the back office opens). Both are off for this build
// only; it costs the back office's own lazy chunk some bytes.
for (const config of configs)
  config.optimization = { ...config.optimization, sideEffects: false, concatenateModules: false };

module.exports = configs;
