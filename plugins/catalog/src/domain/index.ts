// Pure catalogue rules, answers and client, shared with the front end
// (`@eventalp/plugin-catalog/domain`): no I/O here; front ends import the answers as types only.
export * from './catalog-client';
export * from './entry-card-answers';
export * from './entry-detail-answers';
export * from './entry-vocabulary';
export * from './entity-link-slug';
export * from './legacy-search-page';
export * from './ranking-tiers';
export * from './result-card-rules';
export * from './photo-slots';
