import { throttle } from 'throttle-debounce';
import { BODY_FLAG } from '@eventalp/shell-kit';
import { isSafari } from './bodyFlagClasses';
import { bodyPadding } from './bodyPadding';

/** Scroll and resize handlers run at most every 200 ms (spec section 9). */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Keeps the measured body flags on <body> (touch device, Safari, overflow, scrollbar width as
 * `data-scrollbar-width`) and applies the padding rule whenever a modal or the nav menu opens or
 * closes. Returns a function that uninstalls it.
 *
 * The first measurement waits until the browser is idle after the page's own scripts: measuring
 * reads the layout, and doing it while the page starts forced a layout of the whole document into
 * the shell's first task. Nothing needs the flags before a visitor can act: they matter once a
 * dialog or the menu opens, which runs `update` itself. Every write happens only when its value
 * changes, so an unchanged flag never invalidates the page's styles.
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
    if (body.classList.contains(BODY_FLAG.overflow) !== overflows)
      body.classList.toggle(BODY_FLAG.overflow, overflows);
    if (body.dataset.scrollbarWidth !== String(scrollbarWidth))
      body.dataset.scrollbarWidth = String(scrollbarWidth);
    const padding = bodyPadding({ touchDevice, overflows, modalOpen, navMenuOpen, scrollbarWidth });
    const paddingRight = padding > 0 ? `${padding}px` : '';
    if (body.style.paddingRight !== paddingRight) body.style.paddingRight = paddingRight;
  };

  const firstUpdate = whenIdle(win, update);
  const observer = new MutationObserver(update);
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  const onResize = throttle(SCROLL_THROTTLE_MS, update);
  win.addEventListener('resize', onResize);
  win.addEventListener('single-spa:routing-event', onResize);
  return () => {
    firstUpdate.cancel();
    observer.disconnect();
    onResize.cancel();
    win.removeEventListener('resize', onResize);
    win.removeEventListener('single-spa:routing-event', onResize);
  };
}

/** Runs `task` once the browser is idle (at the latest after `timeout` ms); cancellable. */
function whenIdle(win: Window, task: () => void, timeout = 2000): { cancel(): void } {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout });
    return { cancel: () => win.cancelIdleCallback(handle) };
  }
  const handle = win.setTimeout(task, 200);
  return { cancel: () => win.clearTimeout(handle) };
}
