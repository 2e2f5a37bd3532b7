// Leads: shapes and rules shared by the API and the browser.
export * from './lead-address-key';
export * from './lead-constants';
export * from './lead-schemas';
export * from './lead-import-constants';
export * from './lead-import-mapping';
export * from './lead-import-schemas';
export * from './lead-intake-schema';
