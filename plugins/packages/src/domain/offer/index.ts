export * from './offer-answers';
export * from './offer-messages';
export * from './offer-rules';
export * from './offer-client';
