export * from './booking-answers';
export * from './booking-input';
export * from './booking-messages';
export * from './booking-states';
export * from './swiss-iban';
export * from './booking-client';
