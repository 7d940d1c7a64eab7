export * from './package-search-params';
export * from './package-search';
export * from './package-search-client';
