import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import {
  FileDrop,
  JobProgress,
  type LeadImport,
  LoadFailure,
  LoadingState,
  messages,
  serverReasonOf,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmLeadImportQuery,
  useCrmStartLeadImportMutation,
  useCrmUploadLeadFileMutation,
  useCrmValidateLeadImportMutation,
} from './api/lead-import-endpoints';

import { LeadImportMapping } from './components/lead-import-mapping';
import { LeadImportProblems } from './components/lead-import-problems';

interface LeadImportDialogProps {
  onClose: () => void;
}

const pollMs = 1000;
const runningStatuses: readonly LeadImport['status'][] = ['validating', 'importing'];

/**
 * Import leads from a CSV or Excel (.xlsx) file: upload, match columns, check every row (a background job), then
 * import (another job). A file with problems imports nothing unless "Import the valid rows" is
 * chosen; "Upload a fixed file" starts again. Mount it to open it.
 */
export function LeadImportDialog({ onClose }: LeadImportDialogProps) {
  const [importId, setImportId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, uploading] = useCrmUploadLeadFileMutation();
  const [validate, validating] = useCrmValidateLeadImportMutation();
  const [start, starting] = useCrmStartLeadImportMutation();
  const [running, setRunning] = useState(false);
  const current = useCrmLeadImportQuery(importId ?? 0, {
    skip: importId === null,
    // While a job works on the file, its counts and status change: asked again each second.
    pollingInterval: running ? pollMs : 0,
  });
  const file = importId === null ? undefined : current.data;
  const isRunning = file !== undefined && runningStatuses.includes(file.status);
  if (isRunning !== running) setRunning(isRunning);

  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(serverReasonOf(error as Parameters<typeof serverReasonOf>[0]));
    }
  };
  const onFile = (chosen: File) =>
    act(async () => {
      const created = await upload(chosen).unwrap();
      setImportId(created.id);
    });
  const startOver = () => {
    setFailure(null);
    setImportId(null);
  };

  let body;
  if (importId === null) {
    body = <FileDrop onFile={(chosen) => void onFile(chosen)} busy={uploading.isLoading} />;
  } else if (!file) {
    body = current.isError ? (
      <LoadFailure message={messages.failedToLoadLeadImport} onRetry={current.refetch} />
    ) : (
      <LoadingState label={messages.importUploading} />
    );
  } else if (file.status === 'uploaded') {
    body = (
      <LeadImportMapping
        file={file}
        checking={validating.isLoading}
        onConfirm={(mapping) =>
          void act(() =>
            validate({ id: file.id, body: { ...mapping, version: file.version } }).unwrap(),
          )
        }
      />
    );
  } else if (file.status === 'validating' && file.validation_job_id) {
    body = (
      <JobProgress jobId={file.validation_job_id} unit="rows" label={messages.importValidating} />
    );
  } else if (file.status === 'validated') {
    const problems = file.problem_rows ?? 0;
    const valid = file.valid_rows ?? 0;
    body = (
      <Stack gap={4}>
        <Alert.Root status={problems > 0 ? 'warning' : 'success'}>
          <Alert.Indicator />
          <Alert.Title>
            {problems > 0
              ? messages.importValidatedWithProblems(valid, problems)
              : messages.importValidatedAll(valid)}
          </Alert.Title>
        </Alert.Root>
        {problems > 0 ? <LeadImportProblems importId={file.id} /> : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
          {valid > 0 ? (
            <Button
              colorPalette="blue"
              loading={starting.isLoading}
              onClick={() =>
                void act(() =>
                  start({
                    id: file.id,
                    body: { valid_rows_only: problems > 0, version: file.version },
                  }).unwrap(),
                )
              }
            >
              {problems > 0 ? messages.importValidRows : messages.importAllRows}
            </Button>
          ) : null}
          {problems > 0 ? (
            <Button variant="outline" onClick={startOver}>
              {messages.importFixedFile}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    );
  } else if (file.status === 'importing' && file.import_job_id) {
    body = <JobProgress jobId={file.import_job_id} unit="leads" label={messages.importRunning} />;
  } else {
    body = (
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
    );
  }

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
              <Stack gap={4}>
                {file ? (
                  <Text fontSize="sm" color="fg.muted">
                    {file.file_name}
                  </Text>
                ) : null}
                {failure ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {body}
              </Stack>
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
