import { createServiceRef, definePlugin, provideService } from '@eventalp/platform-sdk';
import { MediaLibrary } from './media-library';
import { mediaMigrations } from './media-migrations';

export { MediaLibrary, type Owner } from './media-library';
export * from './domain';
export { uploadReader, type ReadUpload, type UploadReaderOptions } from './upload-reader';

/** The one media library: other plugins store, attach and read their media through it. */
export const MEDIA_LIBRARY = createServiceRef<MediaLibrary>('media.library');

/** Media library: files stored once by content hash, conversions, items attached to owners. */
export const mediaPlugin = definePlugin({
  id: 'media',
  migrations: mediaMigrations,
  provides: [provideService(MEDIA_LIBRARY, (services) => new MediaLibrary(services))],
});
