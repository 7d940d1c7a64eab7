export * from './package-search';
export * from './package-search-client';
