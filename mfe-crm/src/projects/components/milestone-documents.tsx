import { Button, List } from '@chakra-ui/react';
import { type DealDocument, fetchApiFile, saveFile, useAppStore } from '@solar/shared';

/** The files of one milestone in the project's milestones table, each a download. */
export function MilestoneDocuments({
  projectId,
  milestoneName,
  documents,
}: {
  projectId: number;
  milestoneName: string;
  documents: readonly DealDocument[];
}) {
  const store = useAppStore();
  if (documents.length === 0) return <>—</>;
  const download = async (document: DealDocument) => {
    const file = await fetchApiFile(
      store,
      `/api/projects/${projectId}/documents/${document.id}/file/`,
    );
    if (file) saveFile(file, document.name);
  };
  return (
    <List.Root variant="plain" gap="1" aria-label={`Documents of ${milestoneName}`}>
      {documents.map((document) => (
        <List.Item key={document.id}>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="0"
            h="auto"
            minH="6"
            whiteSpace="normal"
            textAlign="start"
            // The visible name, after what the button does.
            aria-label={`Download ${document.name}${document.shared_with_customer ? ' · shared' : ''}`}
            onClick={() => void download(document)}
          >
            {document.name}
            {document.shared_with_customer ? ' · shared' : ''}
          </Button>
        </List.Item>
      ))}
    </List.Root>
  );
}
