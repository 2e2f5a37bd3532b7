import { Button, Checkbox, Heading, Input, Stack } from '@chakra-ui/react';
import {
  documentAccept,
  documentKindLabels,
  documentKinds,
  type DocumentKind,
  FormField,
  maxDocumentBytes,
  messages,
  notify,
  projectMilestoneKeys,
  type ProjectMilestoneKey,
  projectMilestoneNames,
  SelectField,
  serverErrorTextOf,
} from '@solar/shared';
import { useRef, useState } from 'react';
import { useUploadMilestoneDocumentMutation } from '../api/projects-endpoints';

const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }));
const milestoneOptions = projectMilestoneKeys.map((key) => ({
  value: key,
  label: projectMilestoneNames[key],
}));

/**
 * Adds a file to one milestone of the project (a permit, an inspection report): it is kept on
 * the deal with the other files, and the customer finds it under that milestone when shared.
 */
export function MilestoneDocumentUploadForm({
  projectId,
  initialMilestone,
}: {
  projectId: number;
  initialMilestone: ProjectMilestoneKey;
}) {
  const [upload, { isLoading }] = useUploadMilestoneDocumentMutation();
  const [milestone, setMilestone] = useState<ProjectMilestoneKey>(initialMilestone);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>('permit');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = `milestone-document-${projectId}`;

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
    const result = await upload({ projectId, milestone, file, kind, shared });
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
      aria-labelledby={`${inputId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`${inputId}-heading`}>
          Add a document to a milestone
        </Heading>
        <Stack
          gap="3"
          direction={{ base: 'column', lg: 'row' }}
          align={{ base: 'stretch', lg: 'flex-end' }}
        >
          <SelectField
            label="Milestone"
            id={`${inputId}-milestone`}
            value={milestone}
            onChange={(value) => setMilestone(value as ProjectMilestoneKey)}
            options={milestoneOptions}
            flex="1"
          />
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
            id={`${inputId}-kind`}
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
          <Button type="submit" loading={isLoading} colorPalette="blue">
            Upload
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
