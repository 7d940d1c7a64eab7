export * from './newsletter-input';
export * from './newsletter-state';
