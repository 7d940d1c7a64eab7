/** @jest-environment jsdom */
import { BODY_FLAG } from '@eventalp/shell-kit';
import { installBodyFlags } from './installBodyFlags';

/**
 * A desktop window (no touch) whose page is 2,000 px tall in an 800 px viewport, with a 15 px
 * scrollbar; its document and timers are jsdom's.
 */
function pageWindow(): Window {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: 1000,
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 2000,
  });
  return {
    document,
    navigator: { maxTouchPoints: 0, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    innerWidth: 1015,
    innerHeight: 800,
    setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
}

/** Lets jsdom deliver pending mutation records to the observers. */
const mutationsDelivered = () => new Promise((resolve) => process.nextTick(resolve));

describe('installBodyFlags', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    document.body.className = '';
    document.body.removeAttribute('data-scrollbar-width');
    document.body.style.paddingRight = '';
  });
  afterEach(() => jest.useRealTimers());

  it('measures only once the browser is idle, not while the page starts', () => {
    const uninstall = installBodyFlags(pageWindow());
    expect(document.body.classList.contains(BODY_FLAG.overflow)).toBe(false);
    expect(document.body.dataset.scrollbarWidth).toBeUndefined();

    jest.runOnlyPendingTimers();
    expect(document.body.classList.contains(BODY_FLAG.overflow)).toBe(true);
    expect(document.body.dataset.scrollbarWidth).toBe('15');
    uninstall();
  });

  it('pads the body by the scrollbar width while a modal is open, and not after', async () => {
    const uninstall = installBodyFlags(pageWindow());
    jest.runOnlyPendingTimers();
    expect(document.body.style.paddingRight).toBe('');

    document.body.classList.add(BODY_FLAG.modalOpen);
    await mutationsDelivered();
    expect(document.body.style.paddingRight).toBe('15px');

    document.body.classList.remove(BODY_FLAG.modalOpen);
    await mutationsDelivered();
    expect(document.body.style.paddingRight).toBe('');
    uninstall();
  });

  it('writes nothing when a measurement repeats the last one', async () => {
    const uninstall = installBodyFlags(pageWindow());
    jest.runOnlyPendingTimers();
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.body, { attributes: true });

    window.dispatchEvent(new Event('resize'));
    jest.runOnlyPendingTimers();
    await mutationsDelivered();
    expect(writes).toEqual([]);
    observer.disconnect();
    uninstall();
  });

  it('measures nothing after it was uninstalled before the browser was idle', () => {
    installBodyFlags(pageWindow())();
    jest.runOnlyPendingTimers();
    expect(document.body.dataset.scrollbarWidth).toBeUndefined();
  });
});
