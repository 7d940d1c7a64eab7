import { createPlatformEventBus, type PageViewEvent } from '@eventalp/shell-kit';
import {
  analyticsUrl,
  installPageViewAnalytics,
  PAGE_VIEW_DELAY_MS,
} from './installPageViewAnalytics';

/** Just enough of a window: events, location and document title. */
function fakeWindow() {
  const target = new EventTarget();
  const win = Object.assign(target, {
    location: { pathname: '/', search: '' },
    document: { title: 'Start', referrer: 'https://www.google.ch/' },
  });
  const navigate = (pathname: string, search: string, title: string) => {
    win.location = { pathname, search };
    win.document.title = title;
    target.dispatchEvent(new Event('single-spa:routing-event'));
  };
  return { win: win as unknown as Window, navigate };
}

describe('installPageViewAnalytics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts a page view 1000 ms after each route change, the latest one only', () => {
    const bus = createPlatformEventBus();
    const views: PageViewEvent[] = [];
    bus.on('analytics:page-view', (view) => views.push(view));
    const { win, navigate } = fakeWindow();
    const uninstall = installPageViewAnalytics(bus, win);

    navigate('/', '', 'Start');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(views).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(views).toEqual([{ url: '/', title: 'Start', referrer: 'https://www.google.ch/' }]);

    navigate('/locations', '?page=2', 'Locations');
    jest.advanceTimersByTime(500);
    navigate('/provider', '', 'Anbieter');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(views.slice(1)).toEqual([{ url: '/provider', title: 'Anbieter', referrer: '/' }]);

    uninstall();
    navigate('/locations', '', 'Locations');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(views).toHaveLength(2);
  });
});

describe('analyticsUrl', () => {
  it.each([
    ['/locations', '?page=2', '/locations?page=2'],
    ['/site/password/reset/abc123', '?email=a%40b.ch', '/password/reset'],
    ['/password/reset/abc123', '', '/password/reset'],
    ['/site/_eventalp/newsletter.html', '?unsubscribe=1.sig', '/site/_eventalp/newsletter.html'],
    [
      '/site/_eventalp/newsletter.html',
      '?success=optin&token=x',
      '/site/_eventalp/newsletter.html?success=optin',
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(analyticsUrl(pathname, search)).toBe(expected);
  });
});
