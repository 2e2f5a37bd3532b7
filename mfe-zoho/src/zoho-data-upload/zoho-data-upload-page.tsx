import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import {
  FileDrop,
  JobProgress,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  serverReasonOf,
  workplacePath,
  workplaceRouteByPattern,
  type ZohoUpload,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useZohoUploadFileMutation,
  useZohoUploadImportMutation,
  useZohoUploadQuery,
  useZohoUploadValidateMutation,
} from './api/zoho-data-upload-endpoints';
import { UploadMapping } from './components/upload-mapping';
import { UploadProblems } from './components/upload-problems';

const { title } = workplaceRouteByPattern('zoho/zoho-data-upload');

const pollMs = 1000;
const runningStatuses: readonly ZohoUpload['status'][] = ['validating', 'importing'];

/**
 * Zoho data upload: items and their attribute values from a CSV file. Upload, match columns
 * (with a preview), check every row (a background job), then import (another job, with a
 * progress bar). A file with problems imports nothing unless the valid rows alone are chosen;
 * "Upload a fixed file" starts again.
 */
export function ZohoDataUploadPage() {
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadFile, uploading] = useZohoUploadFileMutation();
  const [validate, validating] = useZohoUploadValidateMutation();
  const [start, starting] = useZohoUploadImportMutation();
  const [running, setRunning] = useState(false);
  const current = useZohoUploadQuery(uploadId ?? 0, {
    skip: uploadId === null,
    // While a job works on the file, its counts and status change: asked again each second.
    pollingInterval: running ? pollMs : 0,
  });
  const file = uploadId === null ? undefined : current.data;
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
  const startOver = () => {
    setFailure(null);
    setUploadId(null);
  };
  const importRows = (validRowsOnly: boolean) =>
    file &&
    void act(() =>
      start({ id: file.id, valid_rows_only: validRowsOnly, version: file.version }).unwrap(),
    );

  let body;
  if (uploadId === null) {
    body = (
      <FileDrop
        busy={uploading.isLoading}
        onFile={(chosen) =>
          void act(async () => {
            setUploadId((await uploadFile(chosen).unwrap()).id);
          })
        }
      />
    );
  } else if (!file) {
    body = current.isError ? (
      <LoadFailure message={messages.failedToLoadUpload} onRetry={() => void current.refetch()} />
    ) : (
      <LoadingState label={messages.importUploading} />
    );
  } else if (file.status === 'uploaded') {
    body = (
      <UploadMapping
        file={file}
        checking={validating.isLoading}
        onConfirm={(columns) =>
          void act(() => validate({ id: file.id, columns, version: file.version }).unwrap())
        }
      />
    );
  } else if (file.status === 'validating' && file.validation_job_id) {
    body = (
      <JobProgress jobId={file.validation_job_id} unit="rows" label={messages.uploadChecking} />
    );
  } else if (file.status === 'validated') {
    const problems = file.problem_rows ?? 0;
    const valid = file.valid_rows ?? 0;
    body = (
      <Stack gap="4">
        <Alert.Root status={problems === 0 ? 'success' : 'warning'}>
          <Alert.Indicator />
          <Alert.Title>
            {problems === 0
              ? messages.importValidatedAll(valid)
              : messages.importValidatedWithProblems(valid, problems)}
          </Alert.Title>
        </Alert.Root>
        {problems > 0 ? <UploadProblems file={file} /> : null}
        <HStack gap="3" wrap="wrap">
          {problems === 0 ? (
            <Button onClick={() => importRows(false)} loading={starting.isLoading}>
              Import the items
            </Button>
          ) : (
            <Button
              onClick={() => importRows(true)}
              loading={starting.isLoading}
              disabled={valid === 0}
            >
              {messages.importValidRows}
            </Button>
          )}
          <Button variant="outline" onClick={startOver}>
            {messages.importFixedFile}
          </Button>
        </HStack>
      </Stack>
    );
  } else if (file.status === 'importing' && file.import_job_id) {
    body = <JobProgress jobId={file.import_job_id} unit="rows" label={messages.uploadImporting} />;
  } else {
    body = (
      <Stack gap="4">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{messages.uploadImported(file.imported_rows)}</Alert.Title>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button onClick={startOver}>Upload another file</Button>
          <Button asChild variant="outline">
            <RouterLink to={workplacePath('zoho/item-attribute')}>Show item attributes</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        description="Add or update items and their attribute values from a CSV file (UTF-8, first line naming the columns). Nothing is imported until every row is valid or you choose the valid rows."
      />
      <Stack gap="4">
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {body}
      </Stack>
    </Box>
  );
}
