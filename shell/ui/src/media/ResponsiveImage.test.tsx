import { renderToStaticMarkup } from 'react-dom/server';
import { createPlatform, createPlatformClient, PlatformProvider } from '@eventalp/shell-kit';
import type { MediaView } from './MediaView';
import { ResponsiveImage } from './ResponsiveImage';

const photo: MediaView = {
  id: 1,
  name: 'room-6',
  title: null,
  slot: null,
  mime_type: 'image/jpeg',
  url: '/storage/66/room-6.jpg',
  width: 1920,
  height: 1280,
  candidates: [600, 800].map((width) => ({
    width,
    url: `/storage/66/conversions/room-6-${width}.jpg`,
  })),
};

function render(crawler: boolean, loading: 'eager' | 'lazy') {
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user: null },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler,
      mapboxAccessToken: null,
    },
    { http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => null }), storage: null },
  );
  return renderToStaticMarkup(
    <PlatformProvider platform={platform}>
      <ResponsiveImage media={photo} alt="Panoramasaal" loading={loading} />
    </PlatformProvider>,
  );
}

describe('ResponsiveImage', () => {
  it('lazy images sit on a placeholder with the image’s aspect ratio (no layout shift)', () => {
    const html = render(false, 'lazy');
    expect(html).toContain('class="ea-image ea-image--placeholder"');
    expect(html).toContain('aspect-ratio:1920 / 1280');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="600" height="400"');
  });

  it('eager images load at once, without a placeholder', () => {
    const html = render(false, 'eager');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('ea-image--placeholder');
  });

  it('crawlers get a plain img with src and srcset, even for lazy images', () => {
    const html = render(true, 'lazy');
    expect(html).not.toContain('loading=');
    expect(html).not.toContain('ea-image');
    expect(html).toContain(
      '<img src="/storage/66/conversions/room-6-600.jpg" ' +
        'srcSet="/storage/66/conversions/room-6-600.jpg 600w, /storage/66/conversions/room-6-800.jpg 800w" ' +
        'sizes="600px" width="600" height="400" alt="Panoramasaal"/>',
    );
  });
});
