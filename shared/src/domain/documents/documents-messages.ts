// Messages: Documents on deals, the customer's uploads and the storage check.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

export const documentKindRequired = 'Please choose what kind of document this is';
export const documentNameRequired = 'The file needs a name';
export const apiDocumentEmpty = 'The file is empty';
export const apiDocumentTypeNotAllowed =
  'Only PDF, PNG, JPEG, WebP and HEIC files can be uploaded (checked by their content, not their name)';
export const apiDocumentTooLarge = 'The file is larger than 25 MB';
export const apiDocumentTooManyPixels = 'The image has more than 50 megapixels';
export const apiDocumentImageUnreadable = 'The image could not be read';
export const apiDocumentNotFound = 'Document not found';
export const apiDocumentIsRecord =
  'This file is the record of a sent or signed proposal or of a delivery, so it cannot be deleted.';
export const apiDocumentNotBinary = 'Send the file itself as the body (application/octet-stream)';
export const apiDocumentRequestNotFound = 'Document request not found';
export const apiDocumentRequestFulfilled = 'This request has already been answered with a file';
export const documentRequestDescriptionRequired = 'Please say which file you need';
export const documentRequestDescriptionTooLong = 'The description must be at most 500 characters';
export const apiStorageUnavailable = 'The file storage could not be reached; please try again';

export const documentsTitle = 'Documents';
export const noDocumentsYet =
  'No documents yet. Upload a power bill, site photos, permits or contracts with "Upload", or ask the customer for a file with "Request a file".';
export const failedToLoadDocuments = 'Failed to load the documents';
export const documentUploaded = 'Document uploaded';
export const documentUploadFailed = 'The document could not be uploaded';
export const documentDeleted = 'Document deleted';
export const documentDeleteFailed = 'The document could not be deleted';
export const documentShareFailed = 'The sharing could not be changed';
export const documentSharedNow = 'The customer can now see this document';
export const documentUnsharedNow = 'The customer no longer sees this document';
export const documentFileRequired = 'Please choose a file';
export const documentRequestSent = 'The customer will see this request in the portal';
export const documentRequestFailed = 'The request could not be sent';
export const documentRequestCancelled = 'Request cancelled';
export const documentRequestsTitle = 'Requested from the customer';
export const confirmDeleteDocument = (name: string) =>
  `Delete "${name}"? The file is removed for everyone, the customer included.`;

export const portalDocumentsTitle = 'Your documents';
export const portalNoDocuments =
  'No documents shared with you yet. Contracts, permits and reports appear here once our team shares them.';
export const portalRequestsTitle = 'Files we need from you';
export const failedToLoadPortalDocuments = 'Failed to load your documents';
export const portalUploadDone = 'Thank you, we have received your file';

export const failedToLoadStorage = 'Failed to load the storage check';
export const storageRoundTripOk = 'Write, read and delete all worked';
export const storageNoErrors = 'No storage errors since the API started.';
export const storageReadBackDiffers = 'The file read back differs from the one written';
export const storageStillThereAfterDelete = 'The file is still there after deleting it';
