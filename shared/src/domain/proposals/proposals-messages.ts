// Messages: Proposals (list, presenter, comparison, saved versions).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Proposals list.
export const failedToFetchProposals = 'Failed to fetch proposals';
export const failedToLoadDeals = 'Failed to load deals';
export const creationFailed = 'Creation failed';
export const updateFailed = 'Update failed';
export const createdSuccessfully = 'Created successfully';
export const updatedSuccessfully = 'Updated successfully';

// The proposal presenter and comparison (our own texts).
export const savedProposalCreated = 'Proposal saved';
export const savedProposalUpdated = 'Proposal updated';
export const savedProposalDeleted = 'Proposal deleted';
export const savedProposalsFailed = 'Saved proposals could not be stored';
export const deleteCurrentProposalTitle = 'Delete Current Proposal';
export const deleteCurrentProposalText =
  'Delete the current proposal and reset the design to the defaults?';
export const compareWindowBlocked =
  'The comparison window was blocked; allow pop-ups for this site and try again';
export const noSavedProposalYet =
  'No proposal is saved yet. Design the roof below, then start Proposal V1 to keep it.';
export const noSavedProposalOpen =
  'No saved proposal is open. Open one under Saved Proposals, or start a new one from this design.';
export const presentForDealHint =
  'Pick the customer’s deal to design with their power bill and save versions on the deal. Without a deal, the design below is a scratch design kept in this browser only.';
export const noDealMatches =
  'No deal matches this search. Check the name, or add the deal under Deals first.';
export const compareOpensNewTab = 'opens in a new tab';
export const compareNeedsTwoProposals =
  'Select at least two saved proposals in Present Proposal, then choose Compare Selected Proposals.';

// The proposals list dialog, saved versions on the server and the preview (our own texts: the
// specification says the dialog validates but shows no messages).
export const proposalDealRequired = 'Please select a deal';
export const proposalVersionRequired = 'Please input the version';
export const proposalVersionWhole = 'The version must be a whole number of at least 1';
export const proposalStatusRequired = 'Please select a status';
export const proposalDescriptionTooLong = 'The description must be at most 500 characters';
export const apiUnknownProposalStatus = 'The selected proposal status does not exist';
export const apiProposalVersionTaken = 'This deal already has a proposal with this version';
export const apiProposalIdMismatch =
  'The id in the body does not match the proposal in the address';
export const apiProposalNotFound = 'Proposal not found';
export const apiUnknownProposalDeal = 'The selected deal does not exist';
export const apiProposalSavedDetailNotFound = 'This proposal has no saved design yet';
export const tooManyPanels = 'A proposal can hold at most 500 panels';
export const apiTooManyProposals =
  'This deal already has 100 proposals; delete one it no longer needs before saving another';
export const failedToLoadProposal = 'Failed to load the proposal';
export const proposalHasNoDesign =
  'This proposal has no saved design yet; open it in Design Proposal and save one.';
