// Messages: The customer portal and service requests.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// The customer portal's projects, proposals and service requests, and the service requests on a
// deal (our own texts).
export const failedToLoadProjects = 'Failed to load your projects';
export const failedToLoadPortalProposals = 'Failed to load your proposals';
export const failedToSendServiceRequest = 'Your request could not be sent';
export const failedToLoadServiceRequests = 'Failed to load service requests';
export const failedToUpdateServiceRequest = 'The service request could not be updated';
export const serviceRequestSent = 'Your request has been sent; we will contact you soon';
export const serviceRequestMarkedHandled = 'Service request marked as handled';
export const serviceRequestReopened = 'Service request reopened';
export const serviceRequestDealRequired = 'Please select a project';
export const serviceRequestKindRequired = 'Please choose a service';
export const serviceRequestMessageRequired = 'Please describe what you need';
export const serviceRequestMessageTooLong = 'The message must be at most 2000 characters';
export const serviceRequestStatusRequired = 'The status must be Open or Handled';
export const apiTooManyServiceRequests =
  'You have sent 10 requests in the last hour; please wait a little before sending another';
export const portalNoProjects =
  'No projects are linked to your account yet. Projects appear here once our team adds your email to them.';
export const apiPortalProjectNotFound = 'Project not found';
/** A request about no project: a new customer's, or a question about none of theirs. */
export const serviceRequestNoProject = 'General question (no project)';
export const noServiceRequestsYet =
  'No service requests yet. Customers send them from the service tiles of the portal; they appear here.';
export const noServiceRequestsMatch =
  'No service requests with this status. Choose "Any status" to see every request.';
export const apiServiceRequestNotFound = 'Service request not found';

// The customer's choice of milestone e-mail, on Project Tracking (our own texts).
export const portalMilestoneMailLabel = 'E-mail me when my installation reaches a milestone';
export const portalMilestoneMailHelp =
  'You can always follow every milestone on this page; sign-in links and documents to sign are e-mailed either way.';
export const portalMilestoneMailOn = 'We will e-mail you at each milestone';
export const portalMilestoneMailOff = 'We will no longer e-mail you at each milestone';
export const portalMilestoneMailChoiceRequired =
  'Please choose whether to receive milestone e-mail';
export const failedToSavePortalMailSettings = 'Your e-mail choice could not be saved';
export const failedToLoadPortalMailSettings = 'Failed to load your e-mail choice';
