import fs from 'node:fs';
import path from 'node:path';
import { SERVER_SHARED_SINGLETONS, SHARED_SINGLETONS, packageNameOf } from '../shared-singletons';
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
          version: readPackageVersion(packageName, options.packageDir),
          eager: options.eager ?? false,
        },
      ];
    }),
  );
  return {
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes ?? {},
    library: options.libraryType ? { type: options.libraryType } : undefined,
    shared,
    // Whatever the shell loaded first wins, so a remote never swaps React under the shell.
    shareStrategy: 'loaded-first' as const,
    dts: false,
    manifest: false,
  };
}
