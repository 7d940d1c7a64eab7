import type { MediaView } from '@eventalp/plugin-media';

/** The first item of a collection of one owner's media, or null. */
export const firstOf = (media: Map<string, MediaView[]> | undefined, collection: string) =>
  media?.get(collection)?.[0] ?? null;
