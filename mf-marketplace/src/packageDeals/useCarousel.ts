import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { onNearViewport } from './nearViewport';
import { slidesPerView, stepPosition } from './sliderRules';

/** Touch phones (up to 568 px) get a plain list instead of a carousel (spec section 4). */
export const PLAIN_LIST_QUERY = '(hover: none) and (pointer: coarse) and (max-width: 568px)';

/**
 * A carousel on embla: one snap per slide (trimmed at the end, so position = first visible slide),
 * next/prev by the visible-items step of spec section 9. `duration` is embla's scroll duration,
 * a unitless speed (default 25, higher is slower), not milliseconds. A new `startIndex` (the
 * search page after an in-place navigation) scrolls there.
 *
 * Carousels sit below the fold: embla is loaded (a chunk of its own) when the carousel comes
 * within 400 px of the viewport, and takes over the server-rendered list then. Until it does,
 * the list shows its first slides and nothing can move, as before hydration.
 */
export function useCarousel(options: {
  startIndex?: number;
  duration?: number;
  mapOpen?: boolean;
}) {
  const { startIndex = 0, duration = 25, mapOpen = false } = options;
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  // Embla starts where the carousel first stood; a later startIndex scrolls (below).
  const [initialIndex] = useState(startIndex);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState(startIndex);
  const [lastPosition, setLastPosition] = useState(0);

  useEffect(() => {
    if (!viewport) return;
    let created: EmblaCarouselType | null = null;
    let gone = false;
    const stopWatching = onNearViewport(viewport, () => {
      import('embla-carousel').then(
        ({ default: EmblaCarousel }) => {
          if (gone) return;
          created = EmblaCarousel(viewport, {
            align: 'start',
            containScroll: 'trimSnaps',
            slidesToScroll: 1,
            startIndex: initialIndex,
            duration,
            breakpoints: { [PLAIN_LIST_QUERY]: { active: false } },
          });
          setApi(created);
        },
        (error: unknown) => console.warn('The carousel could not be loaded', error),
      );
    });
    return () => {
      gone = true;
      stopWatching();
      created?.destroy();
      setApi(null);
    };
  }, [viewport, duration, initialIndex]);

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
    /** Before embla runs (server, first paint, far below the viewport) nothing can move. */
    canPrev: Boolean(api) && position > 0,
    canNext: Boolean(api) && position < lastPosition,
    prev: () => move(-1),
    next: () => move(1),
    goTo: (index: number) => api?.scrollTo(index),
  };
}
