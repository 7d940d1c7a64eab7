// Node-only helpers for servers of the platform (`@eventalp/platform-sdk/server`): they use
// node:crypto, so neither the SDK root nor `/domain` (both compiled into browser bundles) may
// re-export them.
export * from './csrf';
export * from './security-headers';
