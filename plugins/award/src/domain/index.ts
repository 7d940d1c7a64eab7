// Pure rules of the award (campaign windows, award years, nomination), its answers, input schemas
// and client (`@eventalp/plugin-award/domain`); front ends import the answers as types only.
export * from './award-answers';
export * from './award-client';
export * from './award-year-windows';
export * from './award-years';
export * from './campaign-rules';
export * from './campaign-window';
export * from './donation-input';
export * from './donation-vocabulary';
export * from './nomination-input';
export * from './nomination-vocabulary';
export * from './rating-input';
export * from './rating-vocabulary';
export * from './venue-key';
export * from './confirmation-answers';
export * from './confirmation-client';
export * from './confirmation-input';
export * from './confirmation-vocabulary';
export * from './award-pages';
export * from './participant-search';
export * from './partner-registration';
export * from './award-kits';
export * from './award-figures-answers';
export * from './award-figures';
export * from './award-figures-client';
export * from './award-kit-schemas';
