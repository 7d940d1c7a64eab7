import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** How long a toast stays by default: the spec's favourite confirmation time. */
export const TOAST_DURATION_MS = 4000;

export interface ToastMessage {
  id: number;
  text: ReactNode;
  tone?: 'info' | 'success' | 'error';
  /** Milliseconds until it hides itself; 0 keeps it until dismissed. */
  duration?: number;
}

let lastToastId = 0;

/** The toasts of a page: `show` adds one (and returns its id), `dismiss` removes one. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((text: ReactNode, options: Omit<ToastMessage, 'id' | 'text'> = {}) => {
    lastToastId += 1;
    const toast = { id: lastToastId, text, ...options };
    setToasts((list) => [...list, toast]);
    return toast.id;
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  return { toasts, show, dismiss };
}

interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  onDismiss(id: number): void;
  /** Name of each dismiss button ('Meldung schliessen' by default). */
  dismissLabel?: string;
}

/**
 * Where toasts appear: a polite live region (role status, rendered even while empty so screen
 * readers already watch it), each toast with a dismiss button, hiding itself after its duration
 * (paused while the pointer or focus is on it).
 */
export function ToastRegion({ toasts, onDismiss, dismissLabel }: ToastRegionProps) {
  const intl = useIntl();
  const label =
    dismissLabel ??
    intl.formatMessage({ id: 'ui.toast.dismiss', defaultMessage: 'Meldung schliessen' });
  return (
    <div className="ea-toasts" role="status">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={label} />
      ))}
    </div>
  );
}

function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastMessage;
  onDismiss(id: number): void;
  dismissLabel: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const paused = hovered || focused;
  useEffect(() => {
    if (duration <= 0 || paused) return;
    const timer = setTimeout(() => dismissRef.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, paused, toast.id]);

  return (
    <div
      className={`ea-toast ea-toast--${toast.tone ?? 'info'}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p className="ea-toast__text">{toast.text}</p>
      <button
        type="button"
        className="ea-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
