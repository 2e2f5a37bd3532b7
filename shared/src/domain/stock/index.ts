// The stock ledger and purchasing: shapes and rules shared by the API and the browser.
export * from './stock-constants';
export * from './stock-schemas';
export * from './purchase-order-rules';
export * from './ncm-schemas';
export * from './ncm-rules';
