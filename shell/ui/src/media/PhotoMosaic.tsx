import { lazy, Suspense, useRef, useState } from 'react';
import { usePlatform } from '@eventalp/shell-kit';
import { imageAttributes } from './imageAttributes';
import type { MediaView } from './MediaView';
import type { LightboxTexts } from './PhotoLightbox';
import './PhotoMosaic.css';

// The lightbox is code of its own, loaded when a visitor opens it (never on the server).
const PhotoLightbox = lazy(() => import(/* webpackChunkName: "lightbox" */ './PhotoLightbox'));

/** How many photos the mosaic shows (one large, up to four smaller). */
export const MOSAIC_TILES = 5;

export interface PhotoMosaicTexts extends LightboxTexts {
  /** Name of the mosaic region, e.g. 'Fotos'. */
  label: string;
  /** The button that opens the lightbox at the first photo, e.g. 'Alle Fotos anzeigen (12)'. */
  showAll: (count: number) => string;
  /** A tile's button, e.g. 'Foto 2 von 12 vergrössern: {alt}'. */
  enlarge: (position: number, count: number, alt: string) => string;
}

/** A photo's alternative text: its title, else `{name} – {n}`. */
export const photoAlt = (photo: MediaView, name: string, index: number) =>
  photo.title || `${name} – ${index + 1}`;

/**
 * The photos of an entry as a mosaic: one large and up to four smaller tiles on wide screens, one
 * swipeable row on phones (CSS only; the tiles' boxes are fixed by CSS, so nothing shifts when
 * images arrive). Every tile and the "show all" button open the lightbox, which gives focus back
 * to the control that opened it when it closes.
 */
export function PhotoMosaic(props: {
  photos: readonly MediaView[];
  name: string;
  texts: PhotoMosaicTexts;
}) {
  const { photos, name, texts } = props;
  const { crawler } = usePlatform();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return null;
  const tiles = photos.slice(0, MOSAIC_TILES);

  const show = (index: number, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  // Warms the lightbox's chunk when a visitor is about to open it.
  const preload = () => void import(/* webpackChunkName: "lightbox" */ './PhotoLightbox');

  return (
    <section className="ea-mosaic" aria-label={texts.label}>
      <ul className={`ea-mosaic__tiles ea-mosaic__tiles--${tiles.length}`}>
        {tiles.map((photo, index) => {
          const attributes = imageAttributes(
            photo,
            index === 0 ? 960 : 480,
            index === 0
              ? '(max-width: 640px) 85vw, (max-width: 1200px) 50vw, 600px'
              : '(max-width: 640px) 85vw, 300px',
          );
          return (
            <li key={photo.id} className="ea-mosaic__tile">
              <button
                type="button"
                className="ea-mosaic__open"
                aria-label={texts.enlarge(index + 1, photos.length, photoAlt(photo, name, index))}
                onClick={(event) => show(index, event.currentTarget)}
                onPointerEnter={preload}
                onFocus={preload}
              >
                <img
                  {...attributes}
                  alt={photoAlt(photo, name, index)}
                  loading={index === 0 || crawler ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'auto' : 'async'}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {photos.length > 1 && (
        <button
          type="button"
          className="ea-button ea-mosaic__all"
          onClick={(event) => show(0, event.currentTarget)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {texts.showAll(photos.length)}
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} name={name} start={open} texts={texts} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
