export * from './profile-sections';
export * from './editing-answers';
export * from './editing-client';
