import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import {
  FileDrop,
  JobProgress,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  SelectField,
  serverReasonOf,
  workplacePath,
  workplaceRouteByPattern,
  type ZohoUpload,
  type ZohoUploadKind,
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

/** The catalogue's kinds of file (lead files are the leads page's). */
type CatalogueKind = Exclude<ZohoUploadKind, 'leads'>;

/** Each kind of file: its name in the choice, its import button and where to look afterwards. */
const kindChoices: Record<
  CatalogueKind,
  { label: string; importLabel: string; next: { label: string; path: string } }
> = {
  items: {
    label: messages.uploadKindItems,
    importLabel: 'Import the items',
    next: { label: 'Show item attributes', path: workplacePath('zoho/item-attribute') },
  },
  vendors: {
    label: messages.uploadKindVendors,
    importLabel: 'Import the vendors',
    next: { label: 'Show purchase orders', path: workplacePath('logistics/orders') },
  },
  'opening-stock': {
    label: messages.uploadKindOpeningStock,
    importLabel: 'Post the opening stock',
    next: { label: 'Show stock', path: workplacePath('logistics/stock') },
  },
};
const kindOptions = (Object.keys(kindChoices) as CatalogueKind[]).map((kind) => ({
  value: kind,
  label: kindChoices[kind].label,
}));
const runningStatuses: readonly ZohoUpload['status'][] = ['validating', 'importing'];

/**
 * Zoho data upload: items and their attribute values, vendors, or the opening stock of each
 * warehouse, from a CSV or Excel file. Choose what the file holds, upload, match columns
 * (with a preview), check every row (a background job), then import (another job, with a
 * progress bar). A file with problems imports nothing unless the valid rows alone are chosen;
 * "Upload a fixed file" starts again.
 */
export function ZohoDataUploadPage() {
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [kind, setKind] = useState<CatalogueKind>('items');
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
      <Stack gap="4">
        <SelectField
          label={messages.uploadKindLabel}
          maxWidth="sm"
          value={kind}
          onChange={(value) => setKind(value as CatalogueKind)}
          options={kindOptions}
          disabled={uploading.isLoading}
        />
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
              {kindChoices[file.kind as CatalogueKind].importLabel}
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
            <RouterLink to={kindChoices[file.kind as CatalogueKind].next.path}>
              {kindChoices[file.kind as CatalogueKind].next.label}
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        description="Add items and their attribute values, vendors, or the opening stock of each warehouse from a CSV (UTF-8) or Excel (.xlsx) file whose first line names the columns. Nothing is imported until every row is valid or you choose the valid rows."
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
