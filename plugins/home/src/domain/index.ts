// Pure rules of the home page, the home's answers and client
// (`@eventalp/plugin-home/domain`); front ends import the answers as types only.
export * from './home-answers';
export * from './home-client';
export * from './package-audiences';
export * from './home-content-input';
