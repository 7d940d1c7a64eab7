import type { PlatformClient } from '@eventalp/shell-kit';
import { navigateToUrl } from 'single-spa';
import { installClientRedirects } from './installClientRedirects';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const rows = [
  { from: '/award', to: '/site/de/swisslocationaward', status: 302 },
  { from: '/partner', to: 'https://partner.example.ch/', status: 301 },
];

function setUp() {
  const target = new EventTarget();
  const assign = jest.fn();
  const win = Object.assign(target, {
    location: { href: 'https://www.eventalp.ch/', origin: 'https://www.eventalp.ch', assign },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  }) as unknown as Window;
  const http = { get: jest.fn(() => Promise.resolve(rows)) } as unknown as PlatformClient;
  const navigate = (path: string) => {
    const cancelNavigation = jest.fn();
    win.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: `https://www.eventalp.ch${path}`, cancelNavigation },
      }),
    );
    return cancelNavigation;
  };
  return { win, http, assign, navigate };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('installClientRedirects', () => {
  beforeEach(() => jest.mocked(navigateToUrl).mockClear());

  it('turns a navigation to a redirected path into one to its target', async () => {
    const { win, http, navigate } = setUp();
    installClientRedirects(http, win);
    await Promise.resolve();
    const cancel = navigate('/award?von=menu');
    expect(cancel).toHaveBeenCalled();
    // Not while single-spa still undoes the cancelled navigation.
    expect(navigateToUrl).not.toHaveBeenCalled();
    await nextTask();
    expect(navigateToUrl).toHaveBeenCalledWith(
      'https://www.eventalp.ch/site/de/swisslocationaward?von=menu',
    );
    expect(http.get).toHaveBeenCalledWith('/redirects/getall/front');
  });

  it('leaves the site for targets elsewhere and lets other navigations pass', async () => {
    const { win, http, assign, navigate } = setUp();
    const uninstall = installClientRedirects(http, win);
    await Promise.resolve();
    navigate('/partner');
    await nextTask();
    expect(assign).toHaveBeenCalledWith('https://partner.example.ch/');
    expect(navigate('/locations')).not.toHaveBeenCalled();
    uninstall();
    expect(navigate('/award')).not.toHaveBeenCalled();
    await nextTask();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
