// Administration of users and access: shapes shared by the API and the browser.
export * from './admin-schemas';
export * from './menu-access-tree';
export * from './api-key-schemas';
