import {
  api,
  dealDocumentSchema,
  dealDocumentsSchema,
  type DealDocument,
  type DocumentKind,
  documentRequestSchema,
  documentRequestsSchema,
  type DocumentRequest,
  requestTimeouts,
} from '@solar/shared';

/** Invalidation tags, id the deal's id. */
const documentTag = 'CrmDealDocuments' as const;
const requestTag = 'CrmDocumentRequests' as const;

interface UploadArgs {
  dealId: number;
  file: File;
  kind: DocumentKind;
  shared: boolean;
}

/**
 * The deal details page's Documents card: the deal's files and the files asked of its customer.
 * Each failure is the card's own message or toast (the default error policy).
 */
const dealDocumentsApi = api
  .enhanceEndpoints({ addTagTypes: [documentTag, requestTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealDocuments: build.query<DealDocument[], number>({
        query: (dealId) => `/api/crm/deals/${dealId}/documents/`,
        responseSchema: dealDocumentsSchema,
        providesTags: (_result, _error, dealId) => [{ type: documentTag, id: dealId }],
      }),
      crmUploadDealDocument: build.mutation<DealDocument, UploadArgs>({
        // The file itself is the body: no form encoding, the API reads it as it arrives.
        query: ({ dealId, file, kind, shared }) => ({
          url: `/api/crm/deals/${dealId}/documents/`,
          method: 'POST',
          params: { kind, name: file.name || 'document', shared: String(shared) },
          headers: { 'content-type': 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: dealDocumentSchema,
        invalidatesTags: (_result, _error, { dealId }) => [{ type: documentTag, id: dealId }],
      }),
      crmShareDealDocument: build.mutation<
        DealDocument,
        { dealId: number; id: number; shared: boolean }
      >({
        query: ({ dealId, id, shared }) => ({
          url: `/api/crm/deals/${dealId}/documents/${id}/`,
          method: 'PUT',
          body: { shared_with_customer: shared },
        }),
        responseSchema: dealDocumentSchema,
        invalidatesTags: (_result, _error, { dealId }) => [{ type: documentTag, id: dealId }],
      }),
      crmDeleteDealDocument: build.mutation<null, { dealId: number; id: number }>({
        query: ({ dealId, id }) => ({
          url: `/api/crm/deals/${dealId}/documents/${id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { dealId }) => [{ type: documentTag, id: dealId }],
      }),
      crmDocumentRequests: build.query<DocumentRequest[], number>({
        query: (dealId) => `/api/crm/deals/${dealId}/document-requests/`,
        responseSchema: documentRequestsSchema,
        providesTags: (_result, _error, dealId) => [{ type: requestTag, id: dealId }],
      }),
      crmRequestDocument: build.mutation<DocumentRequest, { dealId: number; description: string }>({
        query: ({ dealId, description }) => ({
          url: `/api/crm/deals/${dealId}/document-requests/`,
          method: 'POST',
          body: { description },
        }),
        responseSchema: documentRequestSchema,
        invalidatesTags: (_result, _error, { dealId }) => [{ type: requestTag, id: dealId }],
      }),
      crmCancelDocumentRequest: build.mutation<null, { dealId: number; id: number }>({
        query: ({ dealId, id }) => ({
          url: `/api/crm/deals/${dealId}/document-requests/${id}/`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { dealId }) => [{ type: requestTag, id: dealId }],
      }),
    }),
  });

export const {
  useCrmDealDocumentsQuery,
  useCrmUploadDealDocumentMutation,
  useCrmShareDealDocumentMutation,
  useCrmDeleteDealDocumentMutation,
  useCrmDocumentRequestsQuery,
  useCrmRequestDocumentMutation,
  useCrmCancelDocumentRequestMutation,
} = dealDocumentsApi;
