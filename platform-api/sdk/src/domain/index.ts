// Pure platform rules shared with the front end (`@eventalp/platform-sdk/domain`): no I/O, no zod.
export * from './api-transport';
export * from './backoffice-paths';
export * from './country-and-locale';
export * from './platform-paths';
export * from './swiss-day';
