import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  documentKindLabels,
  fetchApiFile,
  formatDateTime,
  formatFileSize,
  type PortalDocument,
  saveFile,
  useAppStore,
} from '@solar/shared';

/** One file shared with the customer: its name, kind, date and size, and Download. */
export function PortalDocumentItem({ document }: { document: PortalDocument }) {
  const store = useAppStore();
  const download = async () => {
    const file = await fetchApiFile(store, `/api/portal/documents/${document.id}/file/`);
    if (file) saveFile(file, document.name);
  };
  return (
    <List.Item>
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
          onClick={() => void download()}
          aria-label={`Download ${document.name}`}
        >
          Download
        </Button>
      </HStack>
    </List.Item>
  );
}
