// The power bills area's shapes and rules, shared by the API and the browser.
export * from './power-bill-rules';
export * from './power-bill-schemas';
