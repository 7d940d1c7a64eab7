// The shell's browser build (dist/public, served by the shell server under /_shell/).
const path = require('node:path');
const { createHostWebpackConfig } = require('@eventalp/shell-kit/build');

const config = createHostWebpackConfig({
  packageDir: __dirname,
  name: 'eventalp_shell',
  entry: './src/browser/index.ts',
});
config.output.path = path.join(__dirname, 'dist', 'public');
// The font files of the stylesheet (src/styles/fonts.css). The stylesheet is inlined into every
// page, whose URL is anything, so the files are addressed from the root: /_shell/fonts/….
config.module.rules.push({
  test: /\.woff2$/,
  type: 'asset/resource',
  generator: { filename: 'fonts/[name].[contenthash:10][ext]', publicPath: '/_shell/' },
});

module.exports = config;
