import { HttpError, type PlatformClient } from '@eventalp/shell-kit';
import { loadHomeData } from './homeData';

function client(failing: string[] = []) {
  const asked: string[] = [];
  const get = async <T>(path: string): Promise<T> => {
    asked.push(path);
    if (failing.some((prefix) => path.startsWith(prefix)))
      throw new HttpError(503, { message: 'down' }, path);
    if (path.startsWith('/guest/home/package-deals'))
      return { private: [], company: [], public: [] } as T;
    if (path.startsWith('/guest/home')) return { country: 2 } as T;
    return { data: [{ id: 1 }] } as T;
  };
  const refuse = () => Promise.reject(new Error('not used'));
  const http: PlatformClient = { get, post: refuse, put: refuse, delete: refuse };
  return { http, asked };
}

describe('loadHomeData', () => {
  it('asks for the content of the site’s country category and the newest stories and jobs', async () => {
    const { http, asked } = client();
    const data = await loadHomeData({ http, countryCategory: 2 });
    expect(asked).toEqual(
      expect.arrayContaining([
        '/guest/home?country=2',
        '/guest/home/package-deals',
        '/guest/magazine/articles?per_page=4',
        '/guest/jobs?per_page=4',
      ]),
    );
    expect(data.stories).toEqual([{ id: 1 }]);
    expect(data.jobs).toEqual([{ id: 1 }]);
  });

  it('shows the home without stories, jobs and package deals when those fail', async () => {
    const { http } = client(['/guest/magazine', '/guest/jobs', '/guest/home/package-deals']);
    const data = await loadHomeData({ http, countryCategory: 1 });
    expect(data).toMatchObject({
      stories: [],
      jobs: [],
      packageDeals: { private: [], company: [], public: [] },
    });
  });

  it('fails when the home content itself fails', async () => {
    const { http } = client(['/guest/home?']);
    await expect(loadHomeData({ http, countryCategory: 1 })).rejects.toBeInstanceOf(HttpError);
  });
});
