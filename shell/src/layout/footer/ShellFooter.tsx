import { lazy, Suspense, useEffect, useState } from 'react';
import { isPreviewMode } from '../../chrome/previewLinks';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { LoadBar } from './LoadBar';

/** Preview mode's code loads only for a page in preview (`?preview`), off every other page. */
const PreviewMode = lazy(() =>
  import('./PreviewMode').then(({ PreviewMode }) => ({ default: PreviewMode })),
);

/** Whether the current page is shown in preview mode; follows single-spa navigations. */
function usePreviewRequested(): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const check = () => setRequested(isPreviewMode(window.location.search));
    check();
    window.addEventListener('single-spa:routing-event', check);
    return () => window.removeEventListener('single-spa:routing-event', check);
  }, []);
  return requested;
}

/** Everything the shell shows below the page: the footer and the page-wide helpers. */
export function ShellFooter() {
  const preview = usePreviewRequested();
  return (
    <>
      <Footer />
      <BackToTop />
      <LoadBar />
      {preview && (
        <Suspense fallback={null}>
          <PreviewMode />
        </Suspense>
      )}
    </>
  );
}
