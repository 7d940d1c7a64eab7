// The shell's browser build (dist/public, served by the shell server under /_shell/).
const path = require('node:path');
const { createHostWebpackConfig } = require('@eventalp/shell-kit/build');

const config = createHostWebpackConfig({
  packageDir: __dirname,
  name: 'eventalp_shell',
  entry: './src/browser/index.ts',
});
config.output.path = path.join(__dirname, 'dist', 'public');

module.exports = config;
