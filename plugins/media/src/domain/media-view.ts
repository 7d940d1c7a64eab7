import { z } from 'zod';

/** A conversion of an image: its URL and width in px. */
export const imageCandidateAnswer = z
  .object({ url: z.string(), width: z.number().int() })
  .meta({ id: 'ImageCandidate' });

/** A stored media item as clients see it (spec section 3, "Media item"). */
export const mediaViewAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().nullable(),
    slot: z.string().nullable(),
    mime_type: z.string(),
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Conversions by width, narrowest first; empty for gifs and PDFs (they keep their original). */
    candidates: z.array(imageCandidateAnswer),
    /** Default `src` (600 px conversion, else the original). */
    src: z.string(),
    srcset: z.string(),
    responsive_images: z.object({
      media_library_original: z.object({ urls: z.array(z.string()) }),
    }),
  })
  .meta({ id: 'MediaItem' });

export type MediaView = z.output<typeof mediaViewAnswer>;
