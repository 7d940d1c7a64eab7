import type { MediaView as ApiMediaView } from '@eventalp/plugin-media/domain';

/** The part of the API's media item (media plugin's MediaView) the image component needs. */
export type MediaView = Pick<
  ApiMediaView,
  'id' | 'name' | 'title' | 'slot' | 'mime_type' | 'url' | 'width' | 'height' | 'candidates'
>;
