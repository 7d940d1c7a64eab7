import fs from 'node:fs';
import path from 'node:path';
import {
  SERVER_SHARED_SINGLETONS,
  SHARED_SINGLETONS,
  STRICT_SINGLETONS,
  packageNameOf,
} from '../sharedSingletons';
import { readPackageVersion } from './readPackageVersion';

export interface MfConfigOptions {
  /** Container name, a valid JS identifier such as 'mf_marketplace'. */
  name: string;
  /** The workspace folder; its package.json gives every requiredVersion. */
  packageDir: string;
  exposes?: Record<string, string>;
  /** 'commonjs-module' for the node build loaded by the shell server. */
  libraryType?: 'var' | 'commonjs-module';
  /** The shell provides its copies first so remotes never bring their own React. */
  eager?: boolean;
}

type Dependencies = Record<string, string>;

function workspaceDependencies(packageDir: string): Dependencies {
  const json = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Dependencies;
  };
  return json.dependencies ?? {};
}

/** Options for ModuleFederationPlugin with the one shared-singleton list of the platform. */
export function createMfConfig(options: MfConfigOptions) {
  const dependencies = workspaceDependencies(options.packageDir);
  const singletons =
    options.libraryType === 'commonjs-module' ? SERVER_SHARED_SINGLETONS : SHARED_SINGLETONS;
  const shared = Object.fromEntries(
    singletons.map((request) => {
      const packageName = packageNameOf(request);
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) {
        throw new Error(`${options.packageDir}/package.json must depend on ${packageName}`);
      }
      return [
        request,
        {
          singleton: true,
          requiredVersion,
          // A remote built against another major version of the runtime contract is refused
          // (its pages fall back as when it is down) rather than run against a kit it does not
          // know; libraries only warn.
          strictVersion: STRICT_SINGLETONS.has(packageName),
          version: readPackageVersion(packageName, options.packageDir),
          eager: options.eager ?? false,
        },
      ];
    }),
  );
  const browser = options.libraryType !== 'commonjs-module';
  const exposes = options.exposes ?? {};
  return {
    name: options.name,
    filename: 'remoteEntry.js',
    exposes,
    library: options.libraryType ? { type: options.libraryType } : undefined,
    shared,
    // Whatever the shell loaded first wins, so a remote never swaps React under the shell.
    shareStrategy: 'loaded-first' as const,
    dts: false,
    manifest: false,
    // Browser builds leave out runtime code this platform never runs (measured: about 5 KB gzip
    // less on every page): manifest snapshots (remotes are registered by their remoteEntry.js),
    // node support, and in a remote the loading of further remotes (only the shell loads them).
    experiments: browser
      ? {
          optimization: {
            disableSnapshot: true,
            target: 'web' as const,
            disableRemote: Object.keys(exposes).length > 0,
          },
        }
      : undefined,
  };
}
