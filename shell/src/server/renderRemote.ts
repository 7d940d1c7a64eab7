import type { ServerRenderInput, ServerRenderResult } from '@eventalp/shell-kit';
import type { MicroFrontendEntry } from '../routing/microFrontends';
import { shellLog, shellOutages, type OutageLog, type ShellLog } from './outageLog';
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

/** The platform API as the shell's renders experience it, in the outage log. */
export const API_SUBJECT = 'platform API';

/**
 * Server-renders a page through its remote, time-boxed. Null means "let the browser render it":
 * the remote's build is down or the render is slow, and the page must still be served. A render
 * that fails hard (the page's data could not be loaded, a bug) answers the error page's status.
 * A remote or API that is down is logged once per outage (`outages`), a bug with its stack.
 */
export async function renderRemote(
  builds: RemoteServerBuilds,
  mf: MicroFrontendEntry,
  origin: string,
  input: ServerRenderInput,
  timeoutMs: number,
  logging: { outages: OutageLog; log: ShellLog } = { outages: shellOutages, log: shellLog },
): Promise<RemoteRenderOutcome | null> {
  const { outages, log } = logging;
  const remote = `remote ${mf.app}`;
  const rendering = `server rendering by ${mf.app}`;
  const deadline = timeout(timeoutMs);
  deadline.catch(() => undefined);
  let module;
  try {
    module = await Promise.race([builds.moduleFor(mf, origin), deadline]);
  } catch (error) {
    outages.failed(remote, `${input.path}: ${String(error)}`);
    return null;
  }
  outages.succeeded(remote);
  try {
    const rendered = await Promise.race([module.render(input), deadline]);
    outages.succeeded(rendering);
    // A page rendered with its data: the API serves again.
    if (rendered.status === 200) outages.succeeded(API_SUBJECT);
    return rendered;
  } catch (error) {
    if (error instanceof RenderTimeout) {
      outages.failed(rendering, `${input.path}: ${error.message}`);
      return null;
    }
    const status = renderFailureStatus(error);
    if (status === 503) outages.failed(API_SUBJECT, `${input.path}: ${String(error)}`);
    else log.error(`Server rendering of ${input.path} by ${mf.app} failed`, error);
    return { status };
  }
}
