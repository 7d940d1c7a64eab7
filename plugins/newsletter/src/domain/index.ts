// The newsletter's rules, answers and client, shared with the front end; front ends import the
// answers as types only.
export * from './newsletter-client';
export * from './newsletter-input';
export * from './newsletter-state';
