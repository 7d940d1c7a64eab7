import { createPlatformEventBus, type PlatformClient } from '@eventalp/shell-kit';
import { installEntryAnalytics } from './installEntryAnalytics';

function setUp() {
  const bus = createPlatformEventBus();
  const posts: { path: string; body: unknown }[] = [];
  const http = {
    post: async (path: string, body: unknown) => {
      posts.push({ path, body });
      return undefined;
    },
  } as unknown as PlatformClient;
  installEntryAnalytics(bus, http, 'eventalp');
  return { bus, posts };
}

describe('installEntryAnalytics', () => {
  it('reports views of detail pages only', () => {
    const { bus, posts } = setUp();
    bus.emit('analytics:page-view', { url: '/locations', title: 'Suche', referrer: '' });
    bus.emit('analytics:page-view', {
      url: '/site/_eventalp/516/hochzeitslocations/42/seeblick.html',
      title: 'Seeblick',
      referrer: '',
    });
    expect(posts).toEqual([
      {
        path: '/guest/analytics/events',
        body: { event: 'view', url: '/site/_eventalp/516/hochzeitslocations/42/seeblick.html' },
      },
    ]);
  });

  it('reports a favourite added with its entry', () => {
    const { bus, posts } = setUp();
    bus.emit('favourites:added', { title: 'Koch', kind: 'provider', id: 7 });
    expect(posts).toEqual([
      { path: '/guest/analytics/events', body: { event: 'favourite', type: 'provider', id: 7 } },
    ]);
  });
});
