import { definePlugin } from '@eventalp/platform-sdk';
import { mediaMigrations } from './media-migrations';

export { MediaLibrary, type Owner } from './media-library';
export * from './domain';
export { FILES as MEDIA_FILES_TABLE, ITEMS as MEDIA_ITEMS_TABLE } from './media-migrations';

/** Media library: files stored once by content hash, conversions, items attached to owners. */
export const mediaPlugin = definePlugin({
  id: 'media',
  migrations: mediaMigrations,
});
