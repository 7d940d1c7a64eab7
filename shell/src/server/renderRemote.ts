import type { ServerRenderInput, ServerRenderResult } from '@eventalp/shell-kit';
import type { MicroFrontendEntry } from '../routing/microFrontends';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderFailureStatus } from './renderFailureStatus';

/** What a remote's server render ended with; 500/503 when the page itself failed to render. */
export type RemoteRenderOutcome = ServerRenderResult | { status: 500 | 503 };

class RenderTimeout extends Error {}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new RenderTimeout(`no answer within ${ms} ms`)), ms).unref();
  });
}

/**
 * Server-renders a page through its remote, time-boxed. Null means "let the browser render it":
 * the remote's build is down or the render is slow, and the page must still be served. A render
 * that fails hard (the page's data could not be loaded, a bug) answers the error page's status.
 */
export async function renderRemote(
  builds: RemoteServerBuilds,
  mf: MicroFrontendEntry,
  origin: string,
  input: ServerRenderInput,
  timeoutMs: number,
): Promise<RemoteRenderOutcome | null> {
  const deadline = timeout(timeoutMs);
  deadline.catch(() => undefined);
  let module;
  try {
    module = await Promise.race([builds.moduleFor(mf, origin), deadline]);
  } catch (error) {
    console.warn(`Server rendering of ${input.path} by ${mf.app} skipped: ${String(error)}`);
    return null;
  }
  try {
    return await Promise.race([module.render(input), deadline]);
  } catch (error) {
    if (error instanceof RenderTimeout) {
      console.warn(`Server rendering of ${input.path} by ${mf.app} skipped: ${error.message}`);
      return null;
    }
    console.error(`Server rendering of ${input.path} by ${mf.app} failed`, error);
    return { status: renderFailureStatus(error) };
  }
}
