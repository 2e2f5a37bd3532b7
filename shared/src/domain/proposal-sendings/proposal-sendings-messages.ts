// Sending a proposal to the customer, and the customer signing or declining it in the portal.

// Staff: the send dialog and the status chips.
export const proposalSendAction = 'Send to customer';
export const proposalSendDialogTitle = 'Send the proposal to the customer';
export const proposalSendDialogHelp =
  'The customer gets an e-mail with a link to this proposal in their portal. Once sent, its figures can no longer change; save a new version to change them.';
export const proposalSendRecipients = 'Send to';
export const proposalSendConfirm = 'Send';
export const proposalSendFailed = 'The proposal could not be sent.';
export const proposalSendNoContacts =
  'This deal has no contact with an e-mail address. Add one on the deal page first.';
export const proposalSent = (to: string) => `Proposal sent to ${to}.`;
export const proposalSendingSent = 'Sent';
export const proposalSendingViewed = 'Viewed';
export const proposalSendingSigned = 'Signed';
export const proposalSendingDeclined = 'Declined';
export const proposalSendingSuperseded = 'Replaced by a later version';
export const proposalSendingNotViewed = 'Not opened yet';
export const proposalSendingsTitle = 'Sent to the customer';
export const proposalSendingsEmpty =
  'No proposal has been sent yet. Open a proposal version and choose Send to customer.';

// The API's refusals.
export const apiProposalSendNeedsDesign =
  'This proposal has no saved design yet. Save it in the presenter before sending it.';
export const apiProposalSendContactRequired =
  'Choose at least one contact of the deal with an e-mail address.';
export const apiProposalSendUnknownContact =
  'One of the chosen contacts is not a contact of this deal.';
export const apiProposalSendContactWithoutEmail =
  'One of the chosen contacts has no e-mail address.';
export const apiProposalDealAlreadySigned =
  'A proposal of this deal is already signed: nothing more can be sent for signature.';
export const apiProposalFrozen =
  'This proposal was sent to the customer: its figures can no longer change. Save a new version instead.';
export const apiProposalSignedLocked = 'This proposal is signed and can no longer be changed.';
export const apiProposalAlreadySigned = 'This proposal is already signed.';
export const apiProposalDeclinedCannotSign =
  'This proposal was declined and can no longer be signed. Ask your sales person for a new one.';
export const apiProposalSupersededCannotSign =
  'A newer version of this proposal was sent to you: open that one to sign.';
export const apiProposalSignedDocumentChanged =
  'The sent document no longer matches what was sent, so it cannot be signed. Ask your sales person to send it again.';
export const apiProposalSendingsFilterRequired = 'Give a deal id or proposal ids.';

// The portal: accepting and signing, or declining.
export const portalSignIntro =
  'Read the proposal below. When you are ready, accept and sign it, or decline it.';
export const portalSignAction = 'Accept and sign';
export const portalAwaitingSignature = 'Awaiting your signature';
export const portalDeclineAction = 'Decline';
export const portalSignTitle = 'Accept and sign this proposal';
export const portalSignFullName = 'Your full name';
export const portalSignFullNameRequired = 'Type your full name.';
export const portalSignFullNameTooLong = 'Your name can be at most 200 characters.';
export const portalSignatureLabel = 'Your signature';
export const portalSignatureDrawHelp =
  'Draw your signature in the box with your mouse, finger or pen.';
export const portalSignatureDrawTab = 'Draw';
export const portalSignatureTypeTab = 'Type';
export const portalSignatureTypeHelp =
  'Your typed name becomes your signature, shown in a handwriting style.';
export const portalSignatureTyped = 'Signature text';
export const portalSignatureClear = 'Clear';
export const portalSignatureRequired = 'Draw or type your signature.';
export const portalSignatureInvalid = 'The signature could not be read. Draw or type it again.';
export const portalSignConsent =
  'I agree that this electronic signature is as binding as my handwritten signature, and I accept this proposal.';
export const portalSignConsentRequired = 'Tick the box to agree before signing.';
export const portalSignSubmit = 'Sign';
export const portalSignFailed = 'The proposal could not be signed.';
export const portalDeclineFailed = 'The proposal could not be declined.';
export const portalSigned =
  'Signed. Thank you! Your signed copy is in your documents and on its way by e-mail.';
export const portalSignedOn = (when: string) => `You signed this proposal on ${when}.`;
export const portalDeclinedOn = (when: string) => `You declined this proposal on ${when}.`;
export const portalSupersededNotice = 'A newer version of this proposal was sent to you.';
export const portalDeclineTitle = 'Decline this proposal';
export const portalDeclineReason = 'Reason (optional)';
export const portalDeclineReasonTooLong = 'The reason can be at most 500 characters.';
export const portalDeclineConfirm = 'Decline the proposal';
export const portalDeclined = 'You declined the proposal. Your sales person has been told.';
export const portalSigningPadLoading = 'Loading the signature pad…';

// The signed PDF's certificate page.
export const signatureCertificateTitle = 'Signature certificate';
