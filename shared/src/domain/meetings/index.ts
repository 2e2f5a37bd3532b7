// Meetings: shapes and rules shared by the API and the browser.
export * from './meeting-schemas';
