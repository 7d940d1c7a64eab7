import { ChevronLeft, ChevronRight, X } from 'lucide';
import { Icon } from '../icons/Icon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { imageAttributes } from './imageAttributes';
import type { MediaView } from './MediaView';
import './PhotoLightbox.css';

export interface LightboxTexts {
  /** The dialog's name, e.g. 'Fotos von {name}'. */
  dialog: string;
  previous: string;
  next: string;
  close: string;
  /** Where the visitor is, e.g. '3 / 12'. */
  counter: (position: number, count: number) => string;
}

/**
 * All photos, one at a time, in a modal native `<dialog>`: arrow keys (and the buttons) go to the
 * previous and next photo (wrapping around), Escape or the close button closes it; the caller
 * gives focus back to the control that opened it (`onClose`).
 */
export default function PhotoLightbox(props: {
  photos: readonly MediaView[];
  name: string;
  start: number;
  texts: LightboxTexts;
  onClose: () => void;
}) {
  const { photos, name, start, texts, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const count = photos.length;
  const photo = photos[index]!;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Escape') {
      // Closed here rather than by the dialog's own cancel, the same way in every browser.
      event.preventDefault();
      dialog.current?.close();
    }
  };
  const attributes = imageAttributes(photo, 1600, '(max-width: 1600px) 100vw, 1600px');

  return (
    <dialog
      ref={dialog}
      className="ea-lightbox"
      aria-label={texts.dialog}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className="ea-lightbox__bar">
        <p className="ea-lightbox__counter" aria-live="polite">
          {texts.counter(index + 1, count)}
        </p>
        <button
          type="button"
          className="ea-lightbox__button"
          onClick={() => dialog.current?.close()}
          autoFocus
        >
          <Icon icon={X} size={24} />
          <span className="ea-visually-hidden">{texts.close}</span>
        </button>
      </div>
      <figure className="ea-lightbox__figure">
        <img key={photo.id} {...attributes} alt={photo.title || `${name} – ${index + 1}`} />
        {photo.title && <figcaption>{photo.title}</figcaption>}
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="ea-lightbox__button ea-lightbox__step ea-lightbox__step--previous"
            onClick={() => go(-1)}
          >
            <Icon icon={ChevronLeft} size={28} />
            <span className="ea-visually-hidden">{texts.previous}</span>
          </button>
          <button
            type="button"
            className="ea-lightbox__button ea-lightbox__step ea-lightbox__step--next"
            onClick={() => go(1)}
          >
            <Icon icon={ChevronRight} size={28} />
            <span className="ea-visually-hidden">{texts.next}</span>
          </button>
        </>
      )}
    </dialog>
  );
}
