import { Button, Stack, Text } from '@chakra-ui/react';
import {
  DocumentFileField,
  documentFileProblem,
  messages,
  notify,
  type PortalDocumentRequest,
  serverErrorTextOf,
} from '@solar/shared';
import { useState } from 'react';
import { usePortalUploadRequestedFileMutation } from '../../portal-shared/api/portal-endpoints';

/** A file our team asked for, with the customer's file picker and Upload. */
export function RequestedFileUpload({ request }: { request: PortalDocumentRequest }) {
  const [upload, { isLoading }] = usePortalUploadRequestedFileMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputId = `requested-file-${request.id}`;

  const submit = async () => {
    const problem = documentFileProblem(file);
    if (problem !== undefined || !file) {
      setError(problem);
      return;
    }
    const result = await upload({ requestId: request.id, file });
    if ('error' in result) {
      notify.error(messages.documentUploadFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.portalUploadDone);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
        <Text fontWeight="medium">{request.description}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="2">
          <DocumentFileField
            label="Your file"
            error={error}
            id={inputId}
            flex="1"
            onFile={(chosen) => {
              setFile(chosen);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={isLoading} colorPalette="blue">
            Upload
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
