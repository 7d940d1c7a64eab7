import type { ImageCandidate } from './image-widths';

/** A stored media item as clients see it (spec section 3, "Media item"). */
export interface MediaView {
  id: number;
  name: string;
  title: string | null;
  slot: string | null;
  mime_type: string;
  url: string;
  width: number | null;
  height: number | null;
  /** Conversions by width, narrowest first; empty for gifs and PDFs (they keep their original). */
  candidates: ImageCandidate[];
  /** Default `src` (600 px conversion, else the original). */
  src: string;
  srcset: string;
  responsive_images: { media_library_original: { urls: string[] } };
}
