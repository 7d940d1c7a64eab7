import { chooseImageCandidate, DEFAULT_IMAGE_WIDTH, srcsetOf } from '@eventalp/plugin-media/domain';
import type { MediaView } from './MediaView';

export interface ImageAttributes {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  /** Intrinsic size of the chosen file, so the browser reserves the space (no layout shift). */
  width: number | undefined;
  height: number | undefined;
}

/**
 * `src`, `srcset` and `sizes` of an image shown about `targetWidth` CSS px wide: the src is the
 * candidate of the spec's rule (between the target and 1.5 times it); gifs keep their original.
 */
export function imageAttributes(
  media: MediaView,
  targetWidth: number = DEFAULT_IMAGE_WIDTH,
  sizes: string = `${targetWidth}px`,
): ImageAttributes {
  const chosen = chooseImageCandidate(media.candidates, targetWidth);
  const ratio = media.width && media.height ? media.height / media.width : null;
  const width = chosen?.width ?? media.width ?? undefined;
  return {
    src: chosen?.url ?? media.url,
    srcSet: media.candidates.length > 0 ? srcsetOf(media.candidates) : undefined,
    sizes: media.candidates.length > 0 ? sizes : undefined,
    width,
    height: width !== undefined && ratio !== null ? Math.round(width * ratio) : undefined,
  };
}
