import fs from 'node:fs';
import path from 'node:path';

/**
 * The installed version of a package, resolved from `fromDir`. Walks up from the resolved entry
 * because some packages (react-intl) do not export their package.json.
 */
export function readPackageVersion(packageName: string, fromDir: string): string {
  let dir = path.dirname(require.resolve(packageName, { paths: [fromDir] }));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const json = JSON.parse(fs.readFileSync(candidate, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === packageName && json.version) return json.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found for ${packageName} from ${fromDir}`);
    dir = parent;
  }
}
