import type { ImageCandidate } from '@eventalp/plugin-media/domain';

/** An image as the platform API answers it (media plugin's MediaView). */
export interface MediaView {
  id: number;
  name: string;
  title: string | null;
  slot: string | null;
  mime_type: string;
  /** The original file. */
  url: string;
  width: number | null;
  height: number | null;
  /** Conversions (240/600/800/960/1920 px); empty for gifs, which keep their original. */
  candidates: ImageCandidate[];
}
