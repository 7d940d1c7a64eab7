import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { slidesPerView, stepPosition } from './sliderRules';

/** Touch phones (up to 568 px) get a plain list instead of a carousel (spec section 4). */
export const PLAIN_LIST_QUERY = '(hover: none) and (pointer: coarse) and (max-width: 568px)';

/**
 * A carousel on embla: one snap per slide (trimmed at the end, so position = first visible slide),
 * next/prev by the visible-items step of spec section 9. `duration` is embla's scroll duration,
 * a unitless speed (default 25, higher is slower), not milliseconds. A new `startIndex` (the
 * search page after an in-place navigation) scrolls there.
 */
export function useCarousel(options: {
  startIndex?: number;
  duration?: number;
  mapOpen?: boolean;
}) {
  const { startIndex = 0, duration = 25, mapOpen = false } = options;
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    startIndex,
    duration,
    breakpoints: { [PLAIN_LIST_QUERY]: { active: false } },
  });
  const [position, setPosition] = useState(startIndex);
  const [lastPosition, setLastPosition] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setPosition(api.selectedScrollSnap());
      setLastPosition(api.scrollSnapList().length - 1);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  useEffect(() => {
    api?.scrollTo(startIndex);
  }, [api, startIndex]);

  const move = useCallback(
    (direction: 1 | -1) => {
      if (!api) return;
      const step = slidesPerView(window.innerWidth, mapOpen);
      api.scrollTo(stepPosition(api.selectedScrollSnap(), direction, step, lastPosition));
    },
    [api, lastPosition, mapOpen],
  );

  return {
    viewportRef,
    position,
    lastPosition,
    /** Before embla runs (server, first paint) nothing can move. */
    canPrev: Boolean(api) && position > 0,
    canNext: Boolean(api) && position < lastPosition,
    prev: () => move(-1),
    next: () => move(1),
    goTo: (index: number) => api?.scrollTo(index),
  };
}
