// Pure magazine rules (no I/O), shared with the front end.
export * from './article-form-input';
export * from './article-paths';
export * from './atom-feed';
export * from './category-paths';
export * from './editorial-kinds';
export * from './form-settings';
export * from './publication';
