// Pure rules, answers and client of the jobs board (no I/O); front ends import the answers as
// types only.
export * from './job-answers';
export * from './job-input';
export * from './job-paths';
export * from './job-state';
export * from './jobs-client';
