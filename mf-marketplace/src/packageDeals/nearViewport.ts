/**
 * Calls `onNear` once `element` is within 400 px of the viewport (at once where the browser cannot
 * tell); the answer stops watching.
 */
export function onNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: '400px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
