import type { ServerRenderInput, ServerRenderResult } from '@eventalp/shell-kit';
import type { MicroFrontendEntry } from '../routing/microFrontends';
import type { RemoteServerBuilds } from './RemoteServerBuilds';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
}

/**
 * Server-renders a page through its remote, time-boxed. Null means "let the browser render it":
 * the remote is down, slow or failing, and the page must still be served.
 */
export async function renderRemote(
  builds: RemoteServerBuilds,
  mf: MicroFrontendEntry,
  origin: string,
  input: ServerRenderInput,
  timeoutMs: number,
): Promise<ServerRenderResult | null> {
  try {
    return await Promise.race([
      builds.moduleFor(mf, origin).then((module) => module.render(input)),
      timeout(timeoutMs),
    ]);
  } catch (error) {
    console.warn(`Server rendering of ${input.path} by ${mf.app} skipped: ${String(error)}`);
    return null;
  }
}
