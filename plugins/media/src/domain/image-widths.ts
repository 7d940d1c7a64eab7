import type { z } from 'zod';
import type { imageCandidateAnswer } from './media-view';

/** Widths (px) the spec requests for image conversions. */
export const CONVERSION_WIDTHS = [240, 600, 800, 960, 1920] as const;

/** Default width for a plain `src` and the srcset fallback (spec section 7). */
export const DEFAULT_IMAGE_WIDTH = 600;
export const FALLBACK_IMAGE_WIDTH = 800;

/** A conversion of an image: its URL and width in px (the answers' `ImageCandidate`). */
export type ImageCandidate = z.output<typeof imageCandidateAnswer>;

/**
 * The candidate to show at `targetWidth` px: the narrowest whose width lies between the target and
 * 1.5 times the target (spec section 7); else the narrowest wider one; else the widest there is.
 */
export function chooseImageCandidate(
  candidates: readonly ImageCandidate[],
  targetWidth: number,
): ImageCandidate | null {
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  const inBand = sorted.find((c) => c.width >= targetWidth && c.width <= targetWidth * 1.5);
  if (inBand) return inBand;
  return sorted.find((c) => c.width >= targetWidth) ?? sorted[sorted.length - 1]!;
}

/** `srcset` attribute value, narrowest first. */
export function srcsetOf(candidates: readonly ImageCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}

/** The conversion widths an original of `originalWidth` px gets (never upscaled). */
export function conversionWidthsFor(originalWidth: number): number[] {
  return CONVERSION_WIDTHS.filter((width) => width <= originalWidth);
}
