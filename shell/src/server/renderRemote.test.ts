import { HttpError, type RemoteServerModule, type ServerRenderInput } from '@eventalp/shell-kit';
import { microFrontendOf } from '../routing/microFrontends';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderRemote } from './renderRemote';

const input = { path: '/site/_redaktionell/52/eventmagazin.html' } as ServerRenderInput;
const magazine = microFrontendOf('magazine');

function buildsLoading(module: Promise<RemoteServerModule>): RemoteServerBuilds {
  return { moduleFor: () => module } as unknown as RemoteServerBuilds;
}

const rendering = (render: RemoteServerModule['render']) =>
  buildsLoading(Promise.resolve({ render }));

describe('renderRemote', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers what the remote rendered', async () => {
    const builds = rendering(() => Promise.resolve({ status: 404 }));
    await expect(renderRemote(builds, magazine, 'http://mf', input, 1000)).resolves.toEqual({
      status: 404,
    });
  });

  it('leaves the page to the browser when the remote build cannot be loaded', async () => {
    const builds = buildsLoading(Promise.reject(new Error('connect ECONNREFUSED')));
    await expect(renderRemote(builds, magazine, 'http://mf', input, 1000)).resolves.toBeNull();
  });

  it('leaves the page to the browser when the render is too slow', async () => {
    const builds = rendering(() => new Promise(() => undefined));
    await expect(renderRemote(builds, magazine, 'http://mf', input, 20)).resolves.toBeNull();
  });

  it.each([
    [new HttpError(503, {}, '/api/guest/magazine'), 503],
    [new TypeError('fetch failed'), 503],
    [new Error('bug in the page'), 500],
  ])('answers the error page status when the render fails hard (%s)', async (error, status) => {
    const builds = rendering(() => Promise.reject(error));
    await expect(renderRemote(builds, magazine, 'http://mf', input, 1000)).resolves.toEqual({
      status,
    });
  });
});
