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
export type { DocumentDownload } from './documents-queries';
export { readUploadBody } from './document-upload';
export { documentUploadNameQuerySchema } from './documents-schemas';
