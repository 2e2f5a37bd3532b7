// Site sketches: shapes shared by the API and the browser.
export * from './site-sketch-schemas';
export * from './roof-orientation';
