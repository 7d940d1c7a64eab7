export * from './auth';
export * from './domain';
export * from './errors';
export * from './messages';
export * from './plugin';
export * from './search';
export * from './services';
export * from './validation';
