// Pure rules of the jobs board (no I/O).
export * from './job-paths';
export * from './job-state';
