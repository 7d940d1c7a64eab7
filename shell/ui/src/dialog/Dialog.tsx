import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface DialogProps {
  open: boolean;
  /** Asked to close: the close button, Escape, a click on the backdrop. */
  onClose(): void;
  /** Names the dialog (its heading). */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot. */
  footer?: ReactNode;
  /** Name of the close button ('Schliessen' by default). */
  closeLabel?: string;
  /** 'md' (32rem) by default. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog on the native `<dialog>` with showModal(): the browser keeps focus inside and
 * the page inert behind it. Controlled by `open`; Escape, the close button and a click on the
 * backdrop ask `onClose`. Labelled by its title; focus returns to where it was on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  size = 'md',
}: DialogProps) {
  const intl = useIntl();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  const giveFocusBack = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      giveFocusBack();
    }
  }, [open]);

  // Closed by the browser itself (a form with method="dialog"): tell the owner, give focus back.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      if (!openRef.current) return;
      giveFocusBack();
      onCloseRef.current();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`ea-dialog ea-dialog--${size}`}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      // Other close requests (a phone's back gesture) ask the owner too.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      <div className="ea-dialog__head">
        <h2 id={`${id}-title`} className="ea-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="ea-dialog__close"
          aria-label={
            closeLabel ??
            intl.formatMessage({ id: 'ui.dialog.close', defaultMessage: 'Schliessen' })
          }
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="ea-dialog__body">{open && children}</div>
      {footer && <div className="ea-dialog__foot">{footer}</div>}
    </dialog>
  );
}
