/** Ease in and out (cubic); `t` from 0 to 1. */
export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window so that `element` sits `offset` px below the top (negative: above), animated
 * over `durationMs`, or at once when the visitor prefers reduced motion.
 */
export function scrollToElement(
  element: HTMLElement,
  { durationMs, offset }: { durationMs: number; offset: number },
): void {
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start + offset);
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || durationMs <= 0) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const frame = (time: number) => {
    const progress = Math.min(1, (time - began) / durationMs);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
