// The site's answers, inputs and client (`@eventalp/plugin-site/domain`); front ends import the
// answers as types only.
export * from './client-error-input';
export * from './redirect-input';
export * from './site-answers';
export * from './site-client';
export * from './advertising-tile-input';
export * from './service-label-input';
