// The accounts answers and client, shared with the front end (`@eventalp/plugin-accounts/domain`);
// front ends import the answers as types only.
export * from './account-answers';
export * from './accounts-client';
export * from './profile-answers';
export * from './account-schemas';
export { accountMessages } from '../account-messages';
