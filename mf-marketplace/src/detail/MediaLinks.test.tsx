/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import {
  createPlatform,
  createPlatformClient,
  I18nProvider,
  PlatformProvider,
} from '@eventalp/shell-kit';
import type { ReactNode } from 'react';
import { catalogs } from '../catalogs';
import type { EntryDetail } from '../catalog/catalogTypes';
import { detail } from '../testing/catalogFixtures';
import { MediaLinks } from './MediaLinks';

function renderInPage(children: ReactNode) {
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user: null },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
    },
    { http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => null }), storage: null },
  );
  return render(
    <PlatformProvider platform={platform}>
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        {children}
      </I18nProvider>
    </PlatformProvider>,
  );
}

const withMedia = (overrides: Partial<EntryDetail>) => detail({ name: 'Schloss', ...overrides });

describe('MediaLinks', () => {
  it('loads nothing from YouTube before the click, then the privacy-enhanced player', async () => {
    const { container } = renderInPage(
      <MediaLinks
        detail={withMedia({ videos: [{ youtube_id: 'dQw4w9WgXcQ', title: 'Rundgang' }] })}
      />,
    );
    // Before the click: no frame, no image or script from YouTube (only a link to open it there).
    expect(container.querySelector('iframe')).toBeNull();
    const sources = [...container.querySelectorAll('[src]')].map((e) => e.getAttribute('src'));
    expect(sources.filter((src) => /youtube/.test(src ?? ''))).toEqual([]);
    expect(screen.getByText(/Beim Abspielen wird das Video von YouTube geladen/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Video abspielen: Rundgang' }));
    const frame = await screen.findByTitle('Rundgang');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('shows a YouTube header video first, behind the same click, without repeating it', () => {
    renderInPage(
      <MediaLinks
        detail={withMedia({
          header_video: 'https://www.youtube.com/watch?v=abcdefghijk',
          videos: [
            { youtube_id: 'abcdefghijk', title: null },
            { youtube_id: 'zyxwvutsrqp', title: 'Apéro' },
          ],
        })}
      />,
    );
    expect(
      screen.getAllByRole('button', { name: /Video abspielen/ }).map((b) => b.textContent),
    ).toEqual(['Video abspielen: Schloss', 'Video abspielen: Apéro']);
  });

  it('links an https 360° tour and shows no tour (nor the section) for any other URL', () => {
    const tour = renderInPage(
      <MediaLinks
        detail={withMedia({ vr: { url: 'https://tour.example/schloss', thumbnail: null } })}
      />,
    );
    expect(screen.getByRole('link', { name: '360°-Rundgang öffnen' }).getAttribute('href')).toBe(
      'https://tour.example/schloss',
    );
    tour.unmount();

    for (const url of ['http://tour.example/schloss', 'javascript:alert(1)']) {
      const { container, unmount } = renderInPage(
        <MediaLinks detail={withMedia({ vr: { url, thumbnail: null } })} />,
      );
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('is not shown without videos or tour', () => {
    const { container } = renderInPage(<MediaLinks detail={withMedia({})} />);
    expect(container.innerHTML).toBe('');
  });
});
