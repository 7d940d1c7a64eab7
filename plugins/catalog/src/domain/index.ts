// Pure catalogue rules, shared with the front end (`@eventalp/plugin-catalog/domain`): no I/O here.
export * from './entity-link-slug';
export * from './legacy-search-page';
export * from './ranking-tiers';
export * from './release-window';
export * from './result-card-rules';
export * from './photo-slots';
