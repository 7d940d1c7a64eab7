import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteStylesheets } from './RemoteStylesheets';

/** A remote's static server that counts how often each file is asked for. */
async function startRemote(files: Record<string, string>) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const css = files[request.url ?? ''];
    response.writeHead(css === undefined ? 404 : 200, { 'Content-Type': 'text/css' });
    response.end(css ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => server.close() };
}

describe('RemoteStylesheets', () => {
  it('fetches each stylesheet once for every page, concurrent pages included', async () => {
    const remote = await startRemote({ '/styles.0123456789.css': '.ea-card{border:0}' });
    const stylesheets = new RemoteStylesheets(1000);
    const href = `${remote.origin}/styles.0123456789.css`;
    const pages = await Promise.all([stylesheets.forPage([href]), stylesheets.forPage([href])]);
    expect(pages).toEqual([
      [{ href, css: '.ea-card{border:0}' }],
      [{ href, css: '.ea-card{border:0}' }],
    ]);
    await stylesheets.forPage([href]);
    expect(remote.asked).toEqual(['/styles.0123456789.css']);
    remote.close();
  });

  it('links what it cannot fetch, and asks again for the next page', async () => {
    const remote = await startRemote({});
    const stylesheets = new RemoteStylesheets(1000);
    const href = `${remote.origin}/styles.missing0000.css`;
    await expect(stylesheets.forPage([href])).resolves.toEqual([{ href, css: null }]);
    await stylesheets.forPage([href]);
    expect(remote.asked).toHaveLength(2);
    remote.close();
  });
});
