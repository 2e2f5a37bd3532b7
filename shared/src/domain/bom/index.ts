// Parts lists (BOM), items and the Zoho sync: shapes and rules shared by the API and the browser.
export * from './bom-constants';
export * from './bom-line-quantity';
export * from './bom-schemas';
export * from './zoho-sync-schemas';
export * from './item-attribute-schemas';
export * from './zoho-connection-schemas';
export * from './zoho-upload-schemas';
export * from './bom-proposal-source';
