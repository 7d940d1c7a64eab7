import { useEffect, useState } from 'react';

/**
 * The page's path, following single-spa's route changes; `initialPath` is what the server
 * rendered with, so hydration matches.
 */
export function useRoutePath(initialPath: string): string {
  const [path, setPath] = useState(initialPath);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    update();
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return path;
}
