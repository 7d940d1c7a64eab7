// Pure request rules, shared with the front end (`@eventalp/plugin-requests/domain`).
export * from './request-input';
