// Material planning's links, item planning settings and sources of demand: shapes and rules
// shared by the API and the browser.
export * from './demand-weeks';
export * from './demand-parts';
export * from './demand-schemas';
export * from './project-material';
export * from './project-map-schemas';
