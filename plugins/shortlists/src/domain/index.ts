// Pure shortlist rules, answers and client, shared with the front end
// (`@eventalp/plugin-shortlists/domain`); front ends import the answers as types only.
export * from './shortlist-answers';
export * from './shortlist-input';
export * from './shortlist-rules';
export * from './shortlists-client';
