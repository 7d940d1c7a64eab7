// Pure rules of the home page and the award campaign (`@eventalp/plugin-home/domain`).
export * from './campaign-window';
export * from './award-year-windows';
