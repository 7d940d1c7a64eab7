import { useEffect } from 'react';

/**
 * While `dirty`, leaving the page (a link, reload, closing the tab) asks the browser's "leave
 * site?" question, so a section's unsaved changes are not lost by accident.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
