import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { createStaticServer, startStaticServer } from './createStaticServer';

describe('a micro-frontend’s static server', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-dist-'));
    fs.mkdirSync(path.join(distDir, 'browser'));
    fs.mkdirSync(path.join(distDir, 'server'));
    fs.writeFileSync(path.join(distDir, 'browser', 'remoteEntry.js'), 'browser();');
    fs.writeFileSync(path.join(distDir, 'server', 'remoteEntry.js'), 'server();');
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  const server = () => supertest(createStaticServer({ name: 'mf-test', distDir }).callback());

  it('lets pages of any origin load the browser build', async () => {
    const response = await server().get('/remoteEntry.js').expect(200, 'browser();');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives no browser page of another origin the node build (the shell fetches it server-side)', async () => {
    const response = await server()
      .get('/server/remoteEntry.js')
      .set('Origin', 'https://evil.example')
      .expect(200, 'server();');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server()
      .options('/server/remoteEntry.js')
      .set('Origin', 'https://evil.example');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('listens on loopback unless HOST says otherwise', async () => {
    const silent = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const listening = startStaticServer(
      { name: 'mf-test', distDir, defaultPort: 0 },
      { PORT: '0' },
    );
    await new Promise((resolve) => listening.once('listening', resolve));
    expect((listening.address() as AddressInfo).address).toBe('127.0.0.1');
    await new Promise((resolve) => listening.close(resolve));
    silent.mockRestore();
  });
});
