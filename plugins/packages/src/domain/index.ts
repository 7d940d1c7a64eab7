// The packages' answers (`@eventalp/plugin-packages/domain`); front ends import them as types only.
export * from './package-options';
