// Files on deals (and projects): what other modules may use to keep a file on a deal, and the
// customer's side the portal serves.
export {
  type DealDocumentInput,
  listCustomerDocuments,
  openCustomerDocument,
  openStoredDealDocument,
  storeDealDocument,
  uploadForRequest,
} from './documents-queries';
export { sendDocument } from './document-download';
export { checkDocumentBytes, cleanDocumentName, readUploadBody, sha256Of } from './document-upload';
export type { DocumentDownload } from './documents-queries';
export { documentUploadNameQuerySchema } from './documents-schemas';
