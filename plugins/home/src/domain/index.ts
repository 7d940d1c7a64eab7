// Pure rules of the home page and the award campaign, the home's answers and client
// (`@eventalp/plugin-home/domain`); front ends import the answers as types only.
export * from './campaign-window';
export * from './award-year-windows';
export * from './home-answers';
export * from './home-client';
export * from './package-audiences';
