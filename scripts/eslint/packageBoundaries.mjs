// The house's import boundaries (ARCHITECTURE.md, "Boundaries"), as an ESLint rule:
// - a package reaches another package only by its name, never by a relative path into it;
// - a micro-frontend never imports another micro-frontend or the shell (the host);
// - a plugin never imports another plugin's internals: only its entry or its `/domain` rules
//   (and, in tests, its `/testing` samples);
// - plugins depend on the SDK, not on the host (`@eventalp/platform-api`), except in tests,
//   which use its harness `@eventalp/platform-api/testing`.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const packageRoots = new Map();

/** The folder of the nearest package.json above `file` (memoised per folder). */
function packageRootOf(file) {
  const dir = path.dirname(file);
  if (packageRoots.has(dir)) return packageRoots.get(dir);
  const root = fs.existsSync(path.join(dir, 'package.json'))
    ? dir
    : dir === path.dirname(dir)
      ? null
      : packageRootOf(dir);
  packageRoots.set(dir, root);
  return root;
}

function packageNameOf(root) {
  return root ? JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).name : null;
}

const MICRO_FRONTEND = /^@eventalp\/mf-[a-z-]+$/;
const PLUGIN_SUBPATH = /^(@eventalp\/plugin-[a-z-]+)\/(.+)$/;
const TEST_FILE = /(\.test\.tsx?$|\/test\/|\/e2e\/)/;

function problemOf(specifier, file) {
  const ownRoot = packageRootOf(file);
  const own = packageNameOf(ownRoot);
  if (specifier.startsWith('.')) {
    const targetRoot = packageRootOf(path.resolve(path.dirname(file), specifier, 'x'));
    // The repository's own tooling (scripts/, root config) is no package of the product.
    if (targetRoot === REPO_ROOT) return null;
    if (targetRoot && ownRoot && targetRoot !== ownRoot)
      return `reaches into ${packageNameOf(targetRoot)} by path: import it by its package name`;
    return null;
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier;
  if (name === own) return null;
  if (own?.startsWith('@eventalp/mf-') && (MICRO_FRONTEND.test(name) || name === '@eventalp/shell'))
    return `${own} must not import ${name}: micro-frontends meet through the event bus, URLs and the API`;
  const plugin = PLUGIN_SUBPATH.exec(specifier);
  if (own && plugin && plugin[2] !== 'domain' && !(plugin[2] === 'testing' && TEST_FILE.test(file)))
    return `${specifier} is another plugin's internals: use its entry or its /domain rules`;
  if (own?.startsWith('@eventalp/plugin-') && name === '@eventalp/platform-api') {
    if (TEST_FILE.test(file) && specifier === '@eventalp/platform-api/testing') return null;
    return 'plugins depend on @eventalp/platform-sdk, not on the host';
  }
  return null;
}

export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the boundaries of the house.' },
    schema: [],
  },
  create(context) {
    const checkSource = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const problem = problemOf(source.value, context.filename);
      if (problem) context.report({ node: source, message: problem });
    };
    const check = (node) => checkSource(node.source);
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // CommonJS files (webpack configs, scripts) load packages with require().
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) =>
        checkSource(node.arguments[0]),
    };
  },
};
