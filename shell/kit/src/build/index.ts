// Node-only build helpers, used from each workspace's webpack.config.js.
export { SERVER_SHARED_SINGLETONS, SHARED_SINGLETONS, packageNameOf } from '../sharedSingletons';
export { baseWebpackConfig, type BuildTarget } from './baseWebpackConfig';
export { createHostWebpackConfig, type HostBuildOptions } from './createHostWebpackConfig';
export { createMfConfig, type MfConfigOptions } from './createMfConfig';
export { createRemoteWebpackConfigs, type RemoteBuildOptions } from './createRemoteWebpackConfigs';
export { readPackageVersion } from './readPackageVersion';
