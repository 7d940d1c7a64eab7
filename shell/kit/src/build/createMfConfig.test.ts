import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInstance } from '@module-federation/runtime';
import { createMfConfig } from './createMfConfig';

const repoRoot = path.resolve(__dirname, '../../../..');
const KIT = '@eventalp/shell-kit';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A workspace folder whose package.json asks for `kitRange` of the runtime contract. */
function remotePackage(kitRange: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ea-remote-'));
  folders.push(dir);
  const { dependencies } = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'mf-marketplace/package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'remote', dependencies: { ...dependencies, [KIT]: kitRange } }),
  );
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const installedKitVersion = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/kit/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** What the federation runtime hands a remote that asks for the kit with its generated config. */
async function consumeKit(kitRange: string, hostName: string) {
  const { shared } = createMfConfig({ name: 'mf_test', packageDir: remotePackage(kitRange) });
  const remoteShare = shared[KIT]!;
  const kit = { contract: installedKitVersion };
  const host = createInstance({
    name: hostName,
    remotes: [],
    shared: {
      [KIT]: {
        version: installedKitVersion,
        lib: () => kit,
        shareConfig: { singleton: true, requiredVersion: `^${installedKitVersion}` },
      },
    },
  });
  const factory = await host.loadShare(KIT, {
    customShareInfo: {
      shareConfig: {
        singleton: remoteShare.singleton,
        requiredVersion: remoteShare.requiredVersion,
        strictVersion: remoteShare.strictVersion,
      },
      strategy: 'loaded-first',
    },
  });
  return factory ? (factory as () => unknown)() : factory;
}

describe('createMfConfig', () => {
  it('asks for every singleton at the range of the package.json, the kit strictly', () => {
    const { shared } = createMfConfig({
      name: 'mf_marketplace',
      packageDir: path.join(repoRoot, 'mf-marketplace'),
    });
    expect(shared[KIT]).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared[KIT]!.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(shared.react).toMatchObject({ singleton: true, strictVersion: false });
  });

  it('gives a remote built against the same major version of the kit the shell’s kit', async () => {
    await expect(consumeKit(`^${installedKitVersion}`, 'host_same')).resolves.toEqual({
      contract: installedKitVersion,
    });
  });

  it('refuses a remote built against another major version of the kit', async () => {
    const next = `^${Number(installedKitVersion.split('.')[0]) + 1}.0.0`;
    await expect(consumeKit(next, 'host_next')).rejects.toThrow(/does not satisfy/);
  });
});
