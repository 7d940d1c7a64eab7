// The search's answers and client (`@eventalp/plugin-search/domain`); front ends import the
// answers as types only.
export * from './search-answers';
export * from './search-client';
export * from './suggestion-kinds';
export * from './search-parameters';
