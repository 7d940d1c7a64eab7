// The accounts answers and client, shared with the front end (`@eventalp/plugin-accounts/domain`);
// front ends import the answers as types only.
export * from './account-answers';
export * from './accounts-client';
