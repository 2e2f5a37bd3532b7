export * from './job-schemas';
