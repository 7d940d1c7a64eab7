import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

/** Written next to a remote's browser build: the stylesheets its pages need, in order. */
export const STYLESHEET_LIST_FILE = 'stylesheets.json';

/** The global a remote's server build reads its stylesheet list from (see `createServerRender`). */
export const STYLESHEETS_GLOBAL = '__EVENTALP_STYLESHEETS__';

/** Emits `stylesheets.json`: every CSS file of the browser build, as paths below its root. */
export class StylesheetListPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StylesheetList', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StylesheetList', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stylesheets = Object.keys(compilation.assets)
            .filter((file) => file.endsWith('.css'))
            .sort();
          compilation.emitAsset(
            STYLESHEET_LIST_FILE,
            new webpack.sources.RawSource(JSON.stringify(stylesheets)),
          );
        },
      );
    });
  }
}

/**
 * The browser build's stylesheet list as the server build's `__EVENTALP_STYLESHEETS__`, read when
 * the server build compiles (after the browser build: see the configs' `dependencies`).
 */
export function stylesheetListDefine(browserOutputDir: string): webpack.DefinePlugin {
  const file = path.join(browserOutputDir, STYLESHEET_LIST_FILE);
  return new webpack.DefinePlugin({
    [STYLESHEETS_GLOBAL]: webpack.DefinePlugin.runtimeValue(
      () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '[]'),
      { fileDependencies: [file] },
    ),
  });
}
