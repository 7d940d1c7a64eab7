import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { pageConfigOf } from './support';

/** Nothing listens on port 9 (discard): connections to it are refused at once. */
export const UNREACHABLE = 'http://127.0.0.1:9';

/**
 * A second shell server beside the e2e stack (port = the stack's + `portOffset`), with the
 * stack's remotes unless `env` says otherwise, e.g. an API or a remote that is down. Waits
 * until it answers `readyPath` with 200.
 */
export async function startExtraShell(options: {
  baseURL: string | undefined;
  portOffset: number;
  env: Record<string, string>;
  readyPath: string;
}): Promise<{
  url: string;
  process: ChildProcess;
  /** What the shell printed so far (stdout and stderr). */
  output(): string;
  stop(): void;
}> {
  const origin = new URL(options.baseURL ?? 'http://localhost:4000');
  const port = Number(origin.port) + options.portOffset;
  const url = `http://localhost:${port}`;
  const home = await (await fetch(origin)).text();
  const remotes = (pageConfigOf(home).remotes ?? {}) as Record<string, string>;
  const shell: ChildProcess = spawn(
    process.execPath,
    [path.resolve(__dirname, '../dist/server/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        // The stack's shell proxies /api, so it serves as this shell's API.
        API_URL: origin.origin,
        MF_MARKETPLACE_URL: remotes.marketplace,
        MF_MAGAZINE_URL: remotes.magazine,
        MF_AWARD_URL: remotes.award,
        MF_USER_AREA_URL: remotes['user-area'],
        MF_BACKOFFICE_URL: remotes.backoffice,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  shell.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shell.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`${url}${options.readyPath}`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return { url, process: shell, output: () => output, stop: () => shell.kill() };
}
