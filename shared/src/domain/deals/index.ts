// The deals area's shapes and rules, shared by the API and the browser.
export * from './assemble-postal-code';
export * from './build-deal-list-params';
export * from './check-address';
export * from './deal-address';
export * from './deal-board';
export * from './deal-name-rule';
export * from './deal-pipeline';
export * from './deal-schemas';
export * from './geo-schemas';
export * from './reference-schemas';
export * from './round-coordinate';
export * from './sales-person-tree';
export * from './deal-tag-colors';
export * from './sales-person-move';
