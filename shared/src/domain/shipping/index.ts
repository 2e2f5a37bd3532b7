// Shipments to job sites: shapes and rules shared by the API and the browser.
export * from './shipping-constants';
export * from './shipping-schemas';
export * from './shipping-rules';
