import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { LoadBar } from './LoadBar';
import { PreviewMode } from './PreviewMode';

/** Everything the shell shows below the page: the footer and the page-wide helpers. */
export function ShellFooter() {
  return (
    <>
      <Footer />
      <BackToTop />
      <LoadBar />
      <PreviewMode />
    </>
  );
}
