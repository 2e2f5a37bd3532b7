// Messages: e-mail (the outbox, the mail templates) and the customer's sign-in by e-mail link.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Sign-in by e-mail link (customers).
export const signInLinkSent = 'If an account exists for this address, we sent a sign-in link.';
export const signInLinkEmailLabel = 'Your e-mail address';
export const signInLinkEmailInvalid = 'Enter an e-mail address such as name@example.com';
export const signInLinkInvalid =
  'This sign-in link is no longer valid (it was used, or it is older than 15 minutes). Ask for a new one on the sign-in page.';
export const signInLinkSigningIn = 'Signing you in…';
export const apiTooManySignInLinks =
  'Too many sign-in links were asked for; wait a few minutes and try again.';

// The outbox (administration).
export const failedToLoadOutbox = 'Failed to load the outbox';
export const failedToLoadOutboxMessage = 'Failed to load this e-mail';
export const outboxEmpty =
  'No e-mail yet. Messages appear here when the product sends one: a sign-in link, a proposal sent to a customer, a service request.';
export const outboxNoMatch =
  'No e-mail matches this search. Clear the search and choose "Any state" to see every message.';
export const outboxRetried = 'The e-mail will be sent again';
export const apiOutboxMessageNotFound = 'E-mail not found';
export const apiOutboxNotRetryable = 'Only an e-mail that failed can be sent again';
export const mailDeliveryUncertain =
  'The sending stopped part-way (the server was restarted or lost its connection): the e-mail may or may not have gone out, so it is not sent again on its own. Check with the recipient, then use Retry.';
export const mailSending = 'Sending the e-mail…';

// Mail templates (administration).
export const failedToLoadMailTemplates = 'Failed to load the e-mail templates';
export const mailTemplateSaved = 'E-mail template saved';
export const apiMailTemplateNotFound = 'E-mail template not found';
export const mailTemplateSubjectRequired = 'Enter a subject';
export const mailTemplateTextRequired = 'Enter the plain-text body';
export const mailTemplateUnknownFields = (fields: string) =>
  `These merge fields are not known and stay as written: ${fields}`;
