// Pure request rules, answers and client, shared with the front end
// (`@eventalp/plugin-requests/domain`); front ends import the answers as types only.
export * from './request-answers';
export * from './request-input';
export * from './requests-client';
export * from './inbox-answers';
export * from './inbox-input';
