// Pure magazine rules, answers and client (no I/O), shared with the front end; front ends import
// the answers as types only.
export * from './article-answers';
export * from './article-form-input';
export * from './article-paths';
export * from './atom-feed';
export * from './category-paths';
export * from './editorial-answers';
export * from './editorial-kinds';
export * from './form-settings';
export * from './magazine-client';
