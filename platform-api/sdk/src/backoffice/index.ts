// The back-office resource contract: plugins declare resources, the host makes their routes.
export * from './audit-answers';
export * from './csv-export';
export * from './dashboard-metric';
export * from './resource-definition';
export * from './resource-filters';
export * from './resource-query';
