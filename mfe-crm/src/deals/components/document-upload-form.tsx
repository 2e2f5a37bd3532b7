import { Button, Checkbox, Input, Stack } from '@chakra-ui/react';
import {
  documentAccept,
  documentKindLabels,
  documentKinds,
  type DocumentKind,
  FormField,
  maxDocumentBytes,
  messages,
  notify,
  SelectField,
  serverErrorTextOf,
} from '@solar/shared';
import { useRef, useState } from 'react';
import { useCrmUploadDealDocumentMutation } from '../api/deal-documents-endpoints';

const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }));

/** Choose a file and its kind, share it or not, upload: the Documents card's form. */
export function DocumentUploadForm({ dealId }: { dealId: number }) {
  const [upload, { isLoading }] = useCrmUploadDealDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>('other');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = `document-file-${dealId}`;

  const submit = async () => {
    if (!file) {
      setError(messages.documentFileRequired);
      return;
    }
    // The API checks the content again; this only spares a long upload that would be refused.
    if (file.size > maxDocumentBytes) {
      setError(messages.apiDocumentTooLarge);
      return;
    }
    const result = await upload({ dealId, file, kind, shared });
    if ('error' in result) {
      notify.error(messages.documentUploadFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.documentUploaded);
    setFile(null);
    setShared(false);
    if (input.current) input.current.value = '';
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
      >
        <FormField label="File" required error={error} htmlFor={inputId} flex="2">
          <Input
            ref={input}
            id={inputId}
            type="file"
            accept={documentAccept}
            p="1"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        </FormField>
        <SelectField
          label="Kind"
          id={`document-kind-${dealId}`}
          value={kind}
          onChange={(value) => setKind(value as DocumentKind)}
          options={kindOptions}
          flex="1"
        />
        <Checkbox.Root
          checked={shared}
          onCheckedChange={(details) => setShared(details.checked === true)}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Share with the customer</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" loading={isLoading} colorPalette="blue">
          Upload
        </Button>
      </Stack>
    </form>
  );
}
