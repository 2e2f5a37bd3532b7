// What other modules use of proposals: the document the portal shows, the list's menu path.
export { proposalListPaths } from './proposals-menu-paths';
export { proposalDocumentOf } from './proposals-queries';
