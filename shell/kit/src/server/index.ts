// Node-only helpers: the static server of each remote and the shared modules of a node host.
export { createNodeHostShared, type NodeSharedModule } from './createNodeHostShared';
export {
  createStaticServer,
  serveStatic,
  startStaticServer,
  type StaticServerOptions,
} from './createStaticServer';
export { compressResponses } from './compressResponses';
