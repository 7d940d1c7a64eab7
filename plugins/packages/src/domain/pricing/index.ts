export * from './format-chf';
export * from './package-price';
