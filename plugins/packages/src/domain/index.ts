// The packages' answers and pure rules (`@eventalp/plugin-packages/domain`); front ends import
// answers as types only, rules and constants as values.
export * from './package-options';
export * from './package-constants';
export * from './package-messages';
export * from './package-rules';
export * from './calendar';
export * from './pricing';
export * from './booking';
export * from './editing';
export * from './offer';
export * from './search';
