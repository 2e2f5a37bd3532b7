import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { FileDrop } from '../components/file-drop/file-drop';
import { LoadFailure } from '../components/load-state/load-failure';
import { LoadingState } from '../components/load-state/loading-state';
import { messages } from '../domain';
import type { ZohoUpload, ZohoUploadKind } from '../domain/bom/zoho-upload-schemas';
import { serverReasonOf } from '../errors';
import { JobProgress } from '../jobs/job-progress';
import {
  useTableUploadFileMutation,
  useTableUploadImportMutation,
  useTableUploadQuery,
  useTableUploadValidateMutation,
} from './table-upload-endpoints';
import { UploadMapping } from './upload-mapping';
import { UploadProblems } from './upload-problems';

const pollMs = 1000;
const runningStatuses: readonly ZohoUpload['status'][] = ['validating', 'importing'];

export interface TableUploadFlowProps {
  /** What the next file holds. */
  kind: ZohoUploadKind;
  /** Shown above the file picker until a file is chosen (the data upload's choice of kind). */
  beforeFile?: ReactNode;
  mappingTitle: string;
  mappingHelp: string;
  /** The import button of a file without problems ("Import the leads"). */
  importLabel: string;
  /** The import's progress bar: its label and what it counts. */
  importingLabel: string;
  importingUnit: string;
  /** What the page shows once the file is imported; `startOver` asks for another file. */
  finished: (file: ZohoUpload, startOver: () => void) => ReactNode;
}

/**
 * The one way a file is imported, whatever it holds: upload (CSV or Excel), match the columns
 * with a preview, check every row (a background job with progress), then import (another job).
 * A file with problems imports nothing unless the valid rows alone are chosen; "Upload a fixed
 * file" starts again.
 */
export function TableUploadFlow({
  kind,
  beforeFile,
  mappingTitle,
  mappingHelp,
  importLabel,
  importingLabel,
  importingUnit,
  finished,
}: TableUploadFlowProps) {
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadFile, uploading] = useTableUploadFileMutation();
  const [validate, validating] = useTableUploadValidateMutation();
  const [start, starting] = useTableUploadImportMutation();
  const [running, setRunning] = useState(false);
  const current = useTableUploadQuery(uploadId ?? 0, {
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
      <Stack gap="4">
        {beforeFile}
        <FileDrop
          busy={uploading.isLoading}
          onFile={(chosen) =>
            void act(async () => {
              setUploadId((await uploadFile({ file: chosen, kind }).unwrap()).id);
            })
          }
        />
      </Stack>
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
        title={mappingTitle}
        help={mappingHelp}
        onConfirm={(columns, defaults) =>
          void act(() =>
            validate({ id: file.id, columns, defaults, version: file.version }).unwrap(),
          )
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
              {importLabel}
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
    body = <JobProgress jobId={file.import_job_id} unit={importingUnit} label={importingLabel} />;
  } else {
    body = finished(file, startOver);
  }

  return (
    <Stack gap="4">
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      {body}
    </Stack>
  );
}
