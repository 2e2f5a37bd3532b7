import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { messages, TableUploadFlow } from '@solar/shared';

interface LeadImportDialogProps {
  onClose: () => void;
}

/**
 * Import leads from a CSV or Excel (.xlsx) file, through the same upload flow as the data upload:
 * upload, match columns (with the source and interest of rows without one), check every row (a
 * background job), then import (another job). A file with problems imports nothing unless
 * "Import the valid rows" is chosen; "Upload a fixed file" starts again. Mount it to open it.
 */
export function LeadImportDialog({ onClose }: LeadImportDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="900px" maxW="calc(100vw - 1rem)">
            <Dialog.Header>
              <Dialog.Title>{messages.importLeadsTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TableUploadFlow
                kind="leads"
                mappingTitle={messages.importMappingTitle}
                mappingHelp={messages.importMappingHelp}
                importLabel={messages.importAllRows}
                importingLabel={messages.importRunning}
                importingUnit="leads"
                finished={(file, startOver) => (
                  <Stack gap={4}>
                    <Alert.Root status="success">
                      <Alert.Indicator />
                      <Alert.Title>{messages.importFinished(file.imported_rows)}</Alert.Title>
                    </Alert.Root>
                    <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
                      <Button colorPalette="blue" onClick={onClose}>
                        {messages.importViewLeads}
                      </Button>
                      <Button variant="outline" onClick={startOver}>
                        {messages.importStartOver}
                      </Button>
                    </Stack>
                  </Stack>
                )}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
