/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPlatform, createPlatformClient, PlatformProvider } from '@eventalp/shell-kit';
import type { MediaView } from './MediaView';
import { PhotoMosaic, type PhotoMosaicTexts } from './PhotoMosaic';

// jsdom has no modal dialogs: open/close as the browser does (close fires 'close').
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const photo = (id: number, title: string | null = null): MediaView => ({
  id,
  name: `photo-${id}`,
  title,
  slot: null,
  mime_type: 'image/jpeg',
  url: `/storage/${id}/photo-${id}.jpg`,
  width: 1600,
  height: 1000,
  candidates: [480, 960, 1600].map((width) => ({
    width,
    url: `/storage/${id}/conversions/photo-${id}-${width}.jpg`,
  })),
});

const texts: PhotoMosaicTexts = {
  label: 'Fotos',
  showAll: (count) => `Alle Fotos anzeigen (${count})`,
  enlarge: (position, count, alt) => `Foto ${position} von ${count} vergrössern: ${alt}`,
  dialog: 'Fotos von Schloss',
  previous: 'Vorheriges Foto',
  next: 'Nächstes Foto',
  close: 'Schliessen',
  counter: (position, count) => `${position} / ${count}`,
};

function renderMosaic(photos: MediaView[]) {
  const platform = createPlatform(
    {
      session: { csrfToken: 't', user: null },
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
    },
    { http: () => createPlatformClient({ baseUrl: '/api', csrfToken: () => null }), storage: null },
  );
  return render(
    <PlatformProvider platform={platform}>
      <PhotoMosaic photos={photos} name="Schloss" texts={texts} />
    </PlatformProvider>,
  );
}

const twelve = Array.from({ length: 12 }, (_, i) => photo(i + 1, i === 0 ? 'Aussenansicht' : null));

describe('PhotoMosaic', () => {
  it('shows one large and four smaller tiles with alt texts and a "show all" button', () => {
    renderMosaic(twelve);
    const tiles = screen.getAllByRole('button', { name: /vergrössern/ });
    expect(tiles).toHaveLength(5);
    expect(tiles[0]!.getAttribute('aria-label')).toBe('Foto 1 von 12 vergrössern: Aussenansicht');
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Aussenansicht',
      'Schloss – 2',
      'Schloss – 3',
      'Schloss – 4',
      'Schloss – 5',
    ]);
    // Sizes reserved and a responsive source set from the conversions; only the first is eager.
    expect(images[0]!.getAttribute('width')).toBe('960');
    expect(images[0]!.getAttribute('height')).toBe('600');
    expect(images[0]!.getAttribute('srcset')).toContain('1600w');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('button', { name: 'Alle Fotos anzeigen (12)' })).toBeTruthy();
  });

  it('shows nothing without photos and no "show all" button for a single photo', () => {
    const empty = renderMosaic([]);
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    renderMosaic([photo(1)]);
    expect(screen.queryByRole('button', { name: /Alle Fotos/ })).toBeNull();
  });

  it('opens the lightbox at the clicked tile; arrows step (wrapping), Escape closes and returns focus', async () => {
    renderMosaic(twelve);
    const third = screen.getByRole('button', { name: /^Foto 3 von 12/ });
    third.focus();
    fireEvent.click(third);
    const dialog = await screen.findByRole('dialog', { name: 'Fotos von Schloss' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('3 / 12')).toBeTruthy();
    expect(dialog.querySelector('img')!.getAttribute('alt')).toBe('Schloss – 3');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('4 / 12')).toBeTruthy();
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('12 / 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Foto' }));
    expect(screen.getByText('1 / 12')).toBeTruthy();
    expect(dialog.querySelector('img')!.getAttribute('alt')).toBe('Aussenansicht');

    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(third);
  });

  it('opens at the first photo from "show all" and gives focus back to it on close', async () => {
    renderMosaic(twelve);
    const all = screen.getByRole('button', { name: 'Alle Fotos anzeigen (12)' });
    fireEvent.click(all);
    await screen.findByRole('dialog');
    expect(screen.getByText('1 / 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(all);
  });
});
