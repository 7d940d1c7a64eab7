/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../testing/renderUi';
import { Dialog } from './Dialog';

// jsdom has <dialog> but not its modal methods: the least of them, as browsers behave.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Anfrage senden"
        footer={<button type="button">Senden</button>}
      >
        <p>Inhalt</p>
      </Dialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('Dialog', () => {
  it('opens modally, named by its title, with its content', () => {
    renderUi(<Harness />);
    expect(dialog().open).toBe(false);
    expect(screen.queryByText('Inhalt')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Anfrage senden' })).toBe(dialog());
    expect(screen.getByText('Inhalt')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Schliessen' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Schliessen' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button and on a browser close request (cancel)', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the backdrop, not on one inside', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    dialog().getBoundingClientRect = () =>
      ({ left: 100, right: 300, top: 100, bottom: 300 }) as DOMRect;
    fireEvent.click(dialog(), { clientX: 200, clientY: 200 });
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog(), { clientX: 20, clientY: 20 });
    expect(dialog().open).toBe(false);
  });
});
