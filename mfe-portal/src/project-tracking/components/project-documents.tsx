import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { messages, type PortalDocument, type PortalDocumentRequest } from '@solar/shared';
import { PortalDocumentItem } from './portal-document-item';
import { RequestedFileUpload } from './requested-file-upload';

/**
 * A project's documents as its customer sees them: the files our team shared (contracts,
 * permits, reports, and the customer's own uploads) to download, and the files asked of them.
 */
export function ProjectDocuments({
  projectName,
  documents,
  requests,
}: {
  projectName: string;
  documents: readonly PortalDocument[];
  requests: readonly PortalDocumentRequest[];
}) {
  return (
    <Stack gap="4">
      {requests.length > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {messages.portalRequestsTitle}
          </Heading>
          {requests.map((request) => (
            <RequestedFileUpload key={request.id} request={request} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {messages.portalDocumentsTitle}
        </Heading>
        {documents.length === 0 ? (
          <Text color="fg.muted">{messages.portalNoDocuments}</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label={`Documents of ${projectName}`}>
            {documents.map((document) => (
              <PortalDocumentItem key={document.id} document={document} />
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
