import { imageAttributes, type MediaView } from '@eventalp/shell-ui';
import { useEffect, useState } from 'react';
import type { HomeHeader } from './homeData';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Jumbotron gallery (spec section 9): cross-fades of 1500 ms every 10 s, looped, no drag. */
export const GALLERY_AUTOPLAY_MS = 10_000;

/** Below md (768 px) in portrait the jumbotron shows the mobile header image (spec section 4). */
export const MOBILE_HEADER_QUERY = '(max-width: 767px) and (orientation: portrait)';

/**
 * One header slide: the mobile image below md in portrait, the wide one otherwise. A `<picture>`
 * lets the browser choose before any script runs, so a phone never downloads the wide image
 * first, and it chooses again when the window turns or is resized.
 */
function HeaderPicture(props: { image: MediaView; mobileImage: MediaView | null; eager: boolean }) {
  const wide = imageAttributes(props.image, 1920, '100vw');
  const mobile = props.mobileImage ? imageAttributes(props.mobileImage, 768, '100vw') : null;
  return (
    <picture>
      {mobile && (
        <source
          media={MOBILE_HEADER_QUERY}
          srcSet={mobile.srcSet ?? mobile.src}
          sizes={mobile.sizes}
          width={mobile.width}
          height={mobile.height}
        />
      )}
      <img
        {...wide}
        alt=""
        loading={props.eager ? 'eager' : 'lazy'}
        fetchPriority={props.eager ? 'high' : undefined}
      />
    </picture>
  );
}

/**
 * True once the page has loaded (at once when it already has). Until then only the first slide
 * has a picture: the others are invisible for the first 10 s, and their images would otherwise
 * share a phone's bandwidth with the first slide, the font and the page's scripts.
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** The header slides of the chosen offer type behind the jumbotron; decorative (empty alt). */
export function JumbotronGallery({ headers }: { headers: HomeHeader[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const pageLoaded = usePageLoaded();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (headers.length < 2 || reducedMotion) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % headers.length),
      GALLERY_AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [headers, reducedMotion]);

  return (
    <div className="ea-jumbotron__gallery" aria-hidden="true">
      {headers.map((header, index) => {
        const image = header.image ?? header.mobile_image;
        if (!image) return null;
        return (
          <div
            key={header.id}
            className={`ea-jumbotron__slide${index === current ? ' ea-jumbotron__slide--current' : ''}`}
          >
            {(index === 0 || pageLoaded) && (
              <HeaderPicture
                image={image}
                mobileImage={header.image ? header.mobile_image : null}
                eager={index === 0}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
