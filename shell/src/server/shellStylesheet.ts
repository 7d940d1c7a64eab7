import fs from 'node:fs';
import path from 'node:path';

/** Written by the shell's browser build (createHostWebpackConfig: `[name].css` of entry `main`). */
const STYLESHEET_FILE = 'main.css';

/**
 * The shell's own stylesheet (design tokens, the UI package's building blocks, the chrome), read
 * once at start and inlined into every page: small, and no request before the first paint.
 */
export function readShellStylesheet(publicDir: string): string {
  const file = path.join(publicDir, STYLESHEET_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the shell first (npm run build -w @eventalp/shell)`);
  }
  return fs.readFileSync(file, 'utf8');
}
