export { loadConfig, ConfigError, type PlatformConfig } from './config/config';
export { createApp } from './http/create-app';
export { createPlatform, type Platform, type PlatformOptions } from './platform';
export { startEmbeddedPostgres } from './database/embedded-postgres';
