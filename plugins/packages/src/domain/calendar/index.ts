export * from './calendar-messages';
export * from './calendar-rules';
export * from './calendar-answers';
export * from './calendar-client';
