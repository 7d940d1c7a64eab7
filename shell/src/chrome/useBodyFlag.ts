import { useEffect } from 'react';

/** Keeps a body flag class (see `BODY_FLAG`) on <body> while `on` is true. */
export function useBodyFlag(className: string, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, on]);
}
