import { Box, Card, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { DocumentUploadForm } from '../../crm-shared/components/document-upload-form';
import {
  useCrmDealDocumentsQuery,
  useCrmDocumentRequestsQuery,
  useCrmUploadDealDocumentMutation,
} from '../api/deal-documents-endpoints';
import { DealDocumentRow } from './deal-document-row';
import { DocumentRequestForm } from './document-request-form';
import { DocumentRequestsList } from './document-requests-list';

/**
 * The deal details page's Documents card: the deal's files (power bills, photos, permits,
 * contracts, the customer's uploads) with upload, sharing, download and delete, and the files
 * asked of the customer.
 */
export function DealDocuments({ dealId }: { dealId: number }) {
  const documents = useCrmDealDocumentsQuery(dealId, { refetchOnMountOrArgChange: true });
  const requests = useCrmDocumentRequestsQuery(dealId, { refetchOnMountOrArgChange: true });
  const [upload, uploading] = useCrmUploadDealDocumentMutation();
  const fileNames = new Map((documents.data ?? []).map((row) => [row.id, row.name]));
  return (
    <Card.Root size="sm" as="section" aria-labelledby="documents-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="documents-heading">
          {messages.documentsTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DocumentUploadForm
            idPrefix={`deal-document-${dealId}`}
            initialKind="other"
            uploading={uploading.isLoading}
            onUpload={(document) => upload({ dealId, ...document })}
          />
          {documents.isLoading ? (
            <Spinner size="sm" aria-label="Loading documents" />
          ) : !documents.data ? (
            <Text color="fg.muted">{messages.failedToLoadDocuments}</Text>
          ) : documents.data.length === 0 ? (
            <Text color="fg.muted">{messages.noDocumentsYet}</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root
                size="sm"
                aria-labelledby="documents-heading"
                display={{ base: 'block', md: 'table' }}
              >
                <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
                  <Table.Row>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      Kind
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      Uploaded by
                    </Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      When
                    </Table.ColumnHeader>
                    <Table.ColumnHeader
                      textAlign="end"
                      display={{ base: 'none', md: 'table-cell' }}
                    >
                      Size
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>Customer</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>Actions</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
                  {documents.data.map((document) => (
                    <DealDocumentRow key={document.id} document={document} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <Box borderTopWidth="1px" />
          <Heading as="h3" size="sm">
            {messages.documentRequestsTitle}
          </Heading>
          <DocumentRequestForm dealId={dealId} />
          {requests.data && requests.data.length > 0 ? (
            <DocumentRequestsList requests={requests.data} fileNames={fileNames} />
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
