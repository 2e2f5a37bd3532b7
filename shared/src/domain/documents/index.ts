// Files on deals and projects, the customer's requested uploads, and the storage check.
export * from './documents-constants';
export * from './document-type';
export * from './documents-schemas';
