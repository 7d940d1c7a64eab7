import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readPackageVersion } from '../build/readPackageVersion';
import { SERVER_SHARED_SINGLETONS, packageNameOf } from '../sharedSingletons';

/** One entry of the runtime's `shared` option (see @module-federation/runtime createInstance). */
export interface NodeSharedModule {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: string };
}

/**
 * The shared singletons as a node host provides them to remotes' server builds: the host's own
 * copies from node_modules, so server rendering uses one React like the browser does.
 */
export function createNodeHostShared(packageDir: string): Record<string, NodeSharedModule> {
  const { dependencies = {} } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string> };
  // Resolve from the host's package, so the host's own copies are shared.
  const hostRequire = createRequire(path.join(packageDir, 'package.json'));
  return Object.fromEntries(
    SERVER_SHARED_SINGLETONS.map((request) => {
      const packageName = packageNameOf(request);
      const requiredVersion = dependencies[packageName];
      if (!requiredVersion) throw new Error(`${packageDir} must depend on ${packageName}`);
      return [
        request,
        {
          version: readPackageVersion(packageName, packageDir),
          lib: () => hostRequire(request),
          shareConfig: { singleton: true, requiredVersion },
        },
      ];
    }),
  );
}
