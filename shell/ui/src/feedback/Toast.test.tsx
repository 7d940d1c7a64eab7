/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../testing/renderUi';
import { ToastRegion, TOAST_DURATION_MS, useToasts } from './Toast';

function Harness() {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <button type="button" onClick={() => show('Gespeichert')}>
        Zeigen
      </button>
      <button type="button" onClick={() => show('Bleibt', { duration: 0, tone: 'error' })}>
        Dauerhaft
      </button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('appear in a polite live region that is there before any toast', () => {
    renderUi(<Harness />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Zeigen' }));
    expect(region.textContent).toContain('Gespeichert');
  });

  it('hide themselves after 4 seconds', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Zeigen' }));
    expect(TOAST_DURATION_MS).toBe(4000);
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });

  it('wait while the pointer is on them, and go with their dismiss button', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Zeigen' }));
    const toast = screen.getByText('Gespeichert').parentElement!;
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    fireEvent.click(screen.getByRole('button', { name: 'Meldung schliessen' }));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });

  it('with duration 0 stay until dismissed', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Dauerhaft' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Bleibt').parentElement!.className).toContain('ea-toast--error');
  });
});
