import { useIntl } from 'react-intl';
import { useScrollTest } from '../../chrome/useScrollTest';

/** The back-to-top button shows after this much scrolling (spec section 9). */
export const BACK_TO_TOP_AFTER_PX = 400;

const scrolledFar = (scrollY: number) => scrollY > BACK_TO_TOP_AFTER_PX;

/** 'Nach oben' once the visitor scrolled more than 400 px. */
export function BackToTop() {
  const intl = useIntl();
  if (!useScrollTest(scrolledFar)) return null;
  return (
    <button
      type="button"
      className="ea-back-to-top"
      data-preview-keep=""
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {intl.formatMessage({ id: 'shell.backToTop', defaultMessage: 'Nach oben' })}
    </button>
  );
}
