import { loadRemote } from '@module-federation/enhanced/runtime';
import { reloadForChunkError, type MicroFrontendProps, type Platform } from '@eventalp/shell-kit';
import type { LifeCycles } from 'single-spa';
import type { MicroFrontendEntry } from '../routing/microFrontends';
import { remoteUnavailableLifecycles } from './remoteUnavailableLifecycles';

const LOAD_TIMEOUT_MS = 10_000;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
  );
}

/**
 * The single-spa lifecycles of a remote, loaded from its own origin at runtime. When the remote
 * cannot be loaded the page keeps working: server-rendered content stays, or a notice is shown.
 */
export async function loadMicroFrontend(
  mf: MicroFrontendEntry,
  platform: Platform,
): Promise<LifeCycles<MicroFrontendProps>> {
  try {
    const lifecycles = await Promise.race([
      loadRemote<LifeCycles<MicroFrontendProps>>(`${mf.container}/app`),
      timeout(LOAD_TIMEOUT_MS),
    ]);
    if (!lifecycles) throw new Error(`${mf.container}/app did not load`);
    return lifecycles;
  } catch (error) {
    // A chunk of a remote redeployed since the page loaded: the new page will have the new build.
    if (reloadForChunkError(error)) return new Promise<never>(() => undefined);
    console.warn(`Micro-frontend ${mf.app} is unavailable`, error);
    return remoteUnavailableLifecycles(platform);
  }
}
