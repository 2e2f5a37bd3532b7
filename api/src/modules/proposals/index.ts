// What other modules use of proposals: the document the portal shows, the list's menu path, and
// the moves a send and a signature make (freezing, approving, locking a version).
export { proposalListPaths } from './proposals-menu-paths';
export {
  approveProposalIn,
  freezeProposalIn,
  markProposalSignedIn,
  proposalDocumentOf,
} from './proposals-queries';
