import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { importFileAccept, messages } from '@solar/shared';
import { useId, useRef, useState, type DragEvent } from 'react';

interface FileDropProps {
  onFile: (file: File) => void;
  busy: boolean;
}

/**
 * Where a CSV or Excel (.xlsx) file is given: dropped on the zone, or chosen with the button (keyboard). The lead
 * import and the Zoho data upload take their files here.
 */
export function FileDrop({ onFile, busy }: FileDropProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'blue.500' : 'gray.300'}
      borderRadius="md"
      padding={{ base: 4, md: 8 }}
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap={3} align="center">
        <Text>{busy ? messages.importUploading : messages.importChooseFile}</Text>
        <VisuallyHidden>
          <label htmlFor={inputId}>{messages.importChooseFileButton}</label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={importFileAccept}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onFile(file);
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <Button onClick={() => input.current?.click()} loading={busy}>
          {messages.importChooseFileButton}
        </Button>
      </Stack>
    </Box>
  );
}
