// Pure analytics rules, answers and client, shared with the front end
// (`@eventalp/plugin-analytics/domain`); front ends import the answers as types only.
export * from './analytics-answers';
export * from './analytics-client';
export * from './analytics-metrics';
