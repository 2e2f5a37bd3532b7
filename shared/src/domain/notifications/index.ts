// The notifications' shapes, shared by the API and the browser.
export * from './notifications-constants';
export * from './notifications-guards';
export * from './notifications-schemas';
