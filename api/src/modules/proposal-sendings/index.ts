// What other modules use of proposal sendings: the portal's side (opening, signing, declining a
// proposal sent to the customer) and its request schemas.
export {
  awaitingSignatureCondition,
  declineProposal,
  portalSigningOf,
  recordProposalView,
  sentToCustomerCondition,
  signProposal,
} from './proposal-sendings-queries';
export {
  portalSigningResponseSchema,
  proposalDeclineBodySchema,
  proposalIdParamsSchema,
  proposalSignBodySchema,
} from './proposal-sendings-schemas';
