import { renderToString } from 'react-dom/server';
import { lazyPageComponent, preloadPageComponent } from './lazyPages';

function Greeting({ data }: { data: string }) {
  return <p>Hallo {data}</p>;
}

it('renders synchronously on the server once preloaded, fetching the chunk only once', async () => {
  const loader = jest.fn(async () => Greeting);
  const Page = lazyPageComponent(loader);
  expect(loader).not.toHaveBeenCalled();
  await Promise.all([preloadPageComponent(Page), preloadPageComponent(Page)]);
  expect(renderToString(<Page data="Zürich" />)).toBe('<p>Hallo <!-- -->Zürich</p>');
  expect(loader).toHaveBeenCalledTimes(1);
});

it('tries again after a failed chunk load', async () => {
  const loader = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValueOnce(Greeting);
  const Page = lazyPageComponent(loader);
  await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
  await Page.preload();
  expect(renderToString(<Page data="Bern" />)).toContain('Bern');
});

it('treats a plain component as already loaded', async () => {
  await expect(preloadPageComponent(Greeting)).resolves.toBeUndefined();
});
