import { createInstance } from '@module-federation/runtime';
import type { RemoteServerModule } from '@eventalp/shell-kit';
import type { NodeSharedModule } from '@eventalp/shell-kit/server';
import type { MicroFrontendEntry } from '../routing/microFrontends';

interface LoadedBuild {
  /** ETag (or Last-Modified) of the remote's server remoteEntry.js when it was loaded. */
  version: string;
  module: Promise<RemoteServerModule>;
  checkedAt: number;
  globalName: string;
}

export interface RemoteServerBuildsOptions {
  shared: Record<string, NodeSharedModule>;
  checkIntervalMs: number;
  now?: () => number;
}

/**
 * Loads remotes' node builds with `createInstance` and caches them per process. At most every
 * `checkIntervalMs` a HEAD request compares the remote entry's ETag; a new ETag (a redeploy)
 * gets a fresh federation instance and entry URL, so nothing of the old build is reused.
 */
export class RemoteServerBuilds {
  private readonly builds = new Map<string, LoadedBuild>();
  private sequence = 0;
  private readonly now: () => number;

  constructor(private readonly options: RemoteServerBuildsOptions) {
    this.now = options.now ?? Date.now;
  }

  async moduleFor(mf: MicroFrontendEntry, origin: string): Promise<RemoteServerModule> {
    const current = this.builds.get(mf.app);
    if (current && this.now() - current.checkedAt < this.options.checkIntervalMs)
      return current.module;

    const entryUrl = `${origin}/server/remoteEntry.js`;
    const version = await this.fetchVersion(entryUrl);
    if (current && current.version === version) {
      current.checkedAt = this.now();
      return current.module;
    }
    return this.load(mf, entryUrl, version, current);
  }

  private load(
    mf: MicroFrontendEntry,
    entryUrl: string,
    version: string,
    previous: LoadedBuild | undefined,
  ): Promise<RemoteServerModule> {
    this.sequence += 1;
    // The runtime caches entries by global name and URL; both change with every version.
    const globalName = `${mf.container}_ssr_${this.sequence}`;
    const instance = createInstance({
      name: `eventalp_shell_ssr_${this.sequence}`,
      remotes: [
        {
          name: mf.container,
          entry: `${entryUrl}?v=${encodeURIComponent(version)}`,
          type: 'commonjs-module',
          entryGlobalName: globalName,
        },
      ],
      shared: this.options.shared,
    });
    const module = instance
      .loadRemote<RemoteServerModule>(`${mf.container}/server`)
      .then((loaded) => {
        if (!loaded || typeof loaded.render !== 'function') {
          throw new Error(`${mf.container}/server does not export render()`);
        }
        return loaded;
      });
    const build: LoadedBuild = { version, module, checkedAt: this.now(), globalName };
    this.builds.set(mf.app, build);
    // A failed load is forgotten, so the next request tries again.
    module.catch(() => this.builds.get(mf.app) === build && this.builds.delete(mf.app));
    if (previous) delete (globalThis as Record<string, unknown>)[previous.globalName];
    return module;
  }

  private async fetchVersion(entryUrl: string): Promise<string> {
    const response = await fetch(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(1000) });
    if (!response.ok) throw new Error(`${entryUrl} answered ${response.status}`);
    return response.headers.get('etag') ?? response.headers.get('last-modified') ?? 'unversioned';
  }
}
