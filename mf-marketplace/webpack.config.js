// Two builds: dist/browser (single-spa app for the shell) and dist/server (server rendering).
const { createRemoteWebpackConfigs } = require('@eventalp/shell-kit/build');

module.exports = createRemoteWebpackConfigs({
  packageDir: __dirname,
  name: 'mf_marketplace',
  exposes: { './app': './src/app.ts' },
  serverExposes: { './server': './src/server.ts' },
});
