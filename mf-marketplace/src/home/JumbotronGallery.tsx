import { ResponsiveImage } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import type { HomeHeader } from './homeData';
import { useMobileHeader } from './useMobileHeader';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Jumbotron gallery (spec section 9): cross-fades of 1500 ms every 10 s, looped, no drag. */
export const GALLERY_AUTOPLAY_MS = 10_000;

/** The header slides of the chosen offer type behind the jumbotron; decorative (empty alt). */
export function JumbotronGallery({ headers }: { headers: HomeHeader[] }) {
  const mobile = useMobileHeader();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  useEffect(() => setCurrent(0), [headers]);
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
        const image = (mobile && header.mobile_image) || header.image;
        if (!image) return null;
        return (
          <div
            key={`${header.id}-${mobile ? 'mobile' : 'wide'}`}
            className={`ea-jumbotron__slide${index === current ? ' ea-jumbotron__slide--current' : ''}`}
          >
            <ResponsiveImage
              media={image}
              alt=""
              sizes="100vw"
              targetWidth={mobile ? 768 : 1920}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </div>
        );
      })}
    </div>
  );
}
