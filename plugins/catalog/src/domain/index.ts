// Pure catalogue rules, answers and client, shared with the front end
// (`@eventalp/plugin-catalog/domain`): no I/O here; front ends import the answers as types only.
export * from './catalog-client';
export * from './entry-card-answers';
export * from './entry-detail-answers';
export * from './entry-vocabulary';
export * from './entity-link-slug';
export * from './https-url';
export * from './legacy-search-page';
export * from './ranking-tiers';
export * from './result-card-rules';
export * from './photo-slots';
export * from './owner/entry-status';
export * from './owner/guest-entry-input';
export * from './owner/owner-answers';
export * from './owner/owner-messages';
export * from './owner/reachability';
export * from './owner/section-fields';
export * from './owner/section-schemas';
export * from './owner/upgrade-input';
export * from './owner/upgrade-tiers';
export * from './backoffice/entry-backoffice-input';
export * from './backoffice/approval-answers';
