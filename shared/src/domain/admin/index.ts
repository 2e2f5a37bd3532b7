// Administration of users and access (issue 7): shapes shared by the API and the browser.
export * from './admin-schemas';
export * from './menu-access-tree';
