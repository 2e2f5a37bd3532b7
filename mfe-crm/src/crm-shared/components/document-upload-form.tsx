import { Button, Checkbox, Heading, Stack } from '@chakra-ui/react';
import {
  DocumentFileField,
  documentFileProblem,
  documentKindLabels,
  documentKinds,
  type DocumentKind,
  messages,
  notify,
  SelectField,
  serverErrorTextOf,
} from '@solar/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef, useState, type ReactNode } from 'react';

const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }));

/** What a form sends: the file, its kind, and whether the customer sees it in the portal. */
export interface DocumentUpload {
  file: File;
  kind: DocumentKind;
  shared: boolean;
}

interface DocumentUploadFormProps {
  /** Makes the ids of its inputs unique on the page (a deal's, a project's). */
  idPrefix: string;
  /** The kind the form starts with: what is usually added there. */
  initialKind: DocumentKind;
  /** A heading naming the form, when the card around it does not. */
  heading?: string;
  /** Fields chosen before the file (the milestone a project document belongs to). */
  leadingFields?: ReactNode;
  uploading: boolean;
  /** Sends the file; answers the mutation's result, whose error the form reports. */
  onUpload: (
    upload: DocumentUpload,
  ) => Promise<{ error?: FetchBaseQueryError | SerializedError | undefined }>;
}

/**
 * Choose a file and its kind, share it or not, upload: the one form of the deal's Documents card
 * and a project's milestones, so both check the file and report a refusal the same way.
 */
export function DocumentUploadForm({
  idPrefix,
  initialKind,
  heading,
  leadingFields,
  uploading,
  onUpload,
}: DocumentUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>(initialKind);
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-file`;

  const submit = async () => {
    const problem = documentFileProblem(file);
    if (problem !== undefined || !file) {
      setError(problem);
      return;
    }
    const result = await onUpload({ file, kind, shared });
    if (result.error !== undefined) {
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
      aria-labelledby={heading ? `${idPrefix}-heading` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        {heading ? (
          <Heading as="h3" size="sm" id={`${idPrefix}-heading`}>
            {heading}
          </Heading>
        ) : null}
        <Stack
          gap="3"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-end' }}
        >
          {leadingFields}
          <DocumentFileField
            label="File"
            required
            error={error}
            id={inputId}
            inputRef={input}
            flex="2"
            onFile={(chosen) => {
              setFile(chosen);
              setError(undefined);
            }}
          />
          <SelectField
            label="Kind"
            id={`${idPrefix}-kind`}
            value={kind}
            onChange={(value) => setKind(value as DocumentKind)}
            options={kindOptions}
            flex="1"
          />
        </Stack>
        <Stack direction="row" gap="4" align="center" wrap="wrap">
          <Checkbox.Root
            checked={shared}
            onCheckedChange={(details) => setShared(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Share with the customer</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" loading={uploading} colorPalette="blue">
            Upload
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
