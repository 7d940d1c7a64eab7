// Pure media rules, shared with the front end (`@eventalp/plugin-media/domain`): no I/O here.
export * from './image-widths';
export * from './detect-upload';
export * from './media-view';
