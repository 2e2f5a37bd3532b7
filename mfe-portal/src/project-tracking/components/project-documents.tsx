import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  documentKindLabels,
  fetchApiFile,
  formatDateTime,
  formatFileSize,
  messages,
  type PortalDocument,
  type PortalDocumentRequest,
  saveFile,
  useAppStore,
} from '@solar/shared';
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
  const store = useAppStore();
  const download = async (document: PortalDocument) => {
    const file = await fetchApiFile(store, `/api/portal/documents/${document.id}/file/`);
    if (file) saveFile(file, document.name);
  };
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
              <List.Item key={document.id}>
                <HStack justify="space-between" w="full" wrap="wrap" gap="2">
                  <Stack gap="0" minW="0" flex="1">
                    <Text truncate title={document.name}>
                      {document.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {documentKindLabels[document.kind]} · {formatDateTime(document.uploaded_at)} ·{' '}
                      {formatFileSize(document.size)}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void download(document)}
                    aria-label={`Download ${document.name}`}
                  >
                    Download
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
