import { throttle } from 'throttle-debounce';
import { BODY_FLAG } from '@eventalp/shell-kit';
import { isSafari } from './bodyFlagClasses';
import { bodyPadding } from './bodyPadding';

/** Scroll and resize handlers run at most every 200 ms (spec section 9). */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Keeps the measured body flags on <body> (touch device, Safari, overflow, scrollbar width as
 * `data-scrollbar-width` and `--ea-scrollbar-width`) and applies the padding rule whenever a
 * modal or the nav menu opens or closes. Returns a function that uninstalls it.
 */
export function installBodyFlags(win: Window = window): () => void {
  const { document } = win;
  const { body } = document;
  const touchDevice = 'ontouchstart' in win || win.navigator.maxTouchPoints > 0;
  body.classList.toggle(BODY_FLAG.touchDevice, touchDevice);
  body.classList.toggle(BODY_FLAG.safari, isSafari(win.navigator.userAgent));
  let scrollbarWidth = 0;

  const update = () => {
    const modalOpen = body.classList.contains(BODY_FLAG.modalOpen);
    const navMenuOpen = body.classList.contains(BODY_FLAG.navMenuOpen);
    // A locked page hides its scrollbar: keep the width measured while it showed.
    if (!modalOpen && !navMenuOpen)
      scrollbarWidth = Math.max(0, win.innerWidth - document.documentElement.clientWidth);
    const overflows = document.documentElement.scrollHeight > win.innerHeight;
    body.classList.toggle(BODY_FLAG.overflow, overflows);
    body.dataset.scrollbarWidth = String(scrollbarWidth);
    body.style.setProperty('--ea-scrollbar-width', `${scrollbarWidth}px`);
    const padding = bodyPadding({ touchDevice, overflows, modalOpen, navMenuOpen, scrollbarWidth });
    body.style.paddingRight = padding > 0 ? `${padding}px` : '';
  };

  update();
  const observer = new MutationObserver(update);
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  const onResize = throttle(SCROLL_THROTTLE_MS, update);
  win.addEventListener('resize', onResize);
  win.addEventListener('single-spa:routing-event', onResize);
  return () => {
    observer.disconnect();
    onResize.cancel();
    win.removeEventListener('resize', onResize);
    win.removeEventListener('single-spa:routing-event', onResize);
  };
}
