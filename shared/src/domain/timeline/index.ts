// The activity timeline's shapes and rules, shared by the API and the browser.
export * from './timeline-schemas';
