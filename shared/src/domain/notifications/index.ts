// The notifications' shapes, shared by the API and the browser.
export * from './notifications-schemas';
