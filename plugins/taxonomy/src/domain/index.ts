// Taxonomy type codes, answers and client (`@eventalp/plugin-taxonomy/domain`); front ends import
// the answers as types only.
export * from './taxonomy-answers';
export * from './taxonomy-client';
export * from './taxonomy-type';
export * from './taxonomy-names';
