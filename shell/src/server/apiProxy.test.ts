import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { apiProxy } from './apiProxy';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('apiProxy', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    jest.restoreAllMocks();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('cancels the API request of a visitor who went away, and logs no error for it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    // A slow API answer: the visitor gives up before it comes.
    const api = http.createServer((request) => request.socket.once('close', upstreamClosed));
    servers.push(api);
    const app = new Koa();
    app.use(apiProxy(await listen(api)));
    const shell = http.createServer(app.callback());
    servers.push(shell);
    const shellUrl = await listen(shell);

    const visitor = http.get(`${shellUrl}/api/guest/search/locations`);
    visitor.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    visitor.destroy();

    await expect(
      Promise.race([
        closed.then(() => 'cancelled'),
        new Promise((r) => setTimeout(r, 3000).unref()),
      ]),
    ).resolves.toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('answers 502 when the API is unreachable, logging the outage once', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const app = new Koa();
    app.use(apiProxy('http://127.0.0.1:9'));
    const shell = http.createServer(app.callback());
    servers.push(shell);
    const shellUrl = await listen(shell);
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${shellUrl}/api/x`)).status).toBe(502);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(String(warnings.mock.calls[0]?.[0])).toContain('platform API (proxy) unavailable');
  });
});
