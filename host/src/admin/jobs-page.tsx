import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import {
  type AdminJob,
  adminJobPageSize,
  formatDateTime,
  type JobKind,
  jobKinds,
  JobProgress,
  type JobState,
  jobStates,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  PageHeader,
  Pager,
  positiveIntegerOf,
  progressCountsOf,
  SelectField,
  serverReasonOf,
  StatusTag,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useAdminJobsQuery, useAdminRetryJobMutation } from './api/jobs-endpoints';

const title = workplaceRouteByPattern('admin/jobs').title;

/** How often the list refreshes itself while the page is open: running jobs move. */
const refreshMs = 5_000;

const kindLabels: Record<JobKind, string> = {
  'template-pdf': 'Template PDF',
  'zoho-item-sync': 'Zoho item sync',
  'zoho-upload-validate': 'Data upload or lead import: check rows',
  'zoho-upload-import': 'Data upload or lead import',
  'mail-send': 'E-mail',
  'mrp-run': 'MRP planning run',
};

interface JobListUrlState {
  page: number;
  state: JobState | undefined;
  kind: JobKind | undefined;
}

const oneOf = <T extends string>(options: readonly T[], text: string | null): T | undefined =>
  options.find((option) => option === text);

/** The jobs list's page and filters in the URL, under the API's parameter names. */
const jobListUrlCodec: ListUrlCodec<JobListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    state: oneOf(jobStates, params.get('state')),
    kind: oneOf(jobKinds, params.get('kind')),
  }),
  write: ({ page, state, kind }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (state !== undefined) params.set('state', state);
    if (kind !== undefined) params.set('kind', kind);
    return params;
  },
};

/** The kind's name; kinds the page does not know (the engine's own test kinds) by their id. */
const kindLabelOf = (kind: string) => kindLabels[kind as JobKind] ?? kind;

/** "1 min 5 s", from start to finish (or to now while it runs); empty before it starts. */
export function durationOf(job: Pick<AdminJob, 'started_at' | 'finished_at'>, now = Date.now()) {
  if (!job.started_at) return '';
  const end = job.finished_at ? Date.parse(job.finished_at) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(job.started_at)) / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

function Filter<T extends string>(props: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (next: T | undefined) => void;
}) {
  return (
    <SelectField
      label={props.label}
      hideLabel
      size="sm"
      width="48"
      value={props.value ?? ''}
      onChange={(value) => props.onChange((value || undefined) as T | undefined)}
      placeholder={`Any ${props.label.toLowerCase()}`}
      options={props.options.map((option) => ({ value: option, label: props.labelOf(option) }))}
    />
  );
}

/**
 * `admin/jobs`: recent background jobs (kind, who, state, progress, started, duration, error),
 * filtered by state and kind, a page at a time; a failed job can be tried again.
 */
export function JobsPage() {
  const list = useListUrlState(jobListUrlCodec);
  const { page, state, kind } = list.state;
  const jobs = useAdminJobsQuery({ page, state, kind }, { pollingInterval: refreshMs });
  const [retry, retrying] = useAdminRetryJobMutation();

  const retryJob = async (id: string) => {
    const result = await retry(id);
    if ('error' in result) notify.error(serverReasonOf(result.error) || messages.failedToLoadJobs);
    else notify.success(messages.jobRetried);
  };

  return (
    <Box>
      <PageHeader title={title} description="Long work the API does in the background." />
      <HStack mb="4" gap="3">
        <Filter
          label="State"
          value={state}
          options={jobStates}
          labelOf={(option) => option}
          onChange={(next) => list.setFilters({ state: next })}
        />
        <Filter
          label="Kind"
          value={kind}
          options={jobKinds}
          labelOf={(option) => kindLabels[option]}
          onChange={(next) => list.setFilters({ kind: next })}
        />
      </HStack>
      {jobs.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToLoadJobs}
            description={serverReasonOf(jobs.error)}
            onRetry={() => void jobs.refetch()}
          />
        </Box>
      ) : null}
      <LoadingOverlay loading={jobs.isFetching && !jobs.data} label="Loading jobs">
        {/* On a phone the columns scroll sideways inside the table, the page stays put. */}
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {[
                  'Kind',
                  'Started by',
                  'State',
                  'Progress',
                  'Started',
                  'Duration',
                  'Error',
                  '',
                ].map((heading) => (
                  <Table.ColumnHeader key={heading}>{heading}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(jobs.data?.results ?? []).map((job) => (
                <Table.Row key={job.id}>
                  <Table.Cell>{kindLabelOf(job.kind)}</Table.Cell>
                  <Table.Cell>{job.started_by ?? 'System'}</Table.Cell>
                  <Table.Cell>
                    <StatusTag label={job.state} />
                  </Table.Cell>
                  <Table.Cell minW="40">
                    {job.state === 'active' ? (
                      // A running job is followed on its own each second, as the page that started
                      // it does, between the list's slower refreshes.
                      <JobProgress
                        jobId={job.id}
                        unit="done"
                        label={`Progress of ${kindLabelOf(job.kind)}`}
                        result={(finished) =>
                          progressCountsOf(finished.done, finished.total, 'done')
                        }
                      />
                    ) : (
                      progressCountsOf(job.done, job.total, 'done')
                    )}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(job.started_at ?? job.created_at)}</Table.Cell>
                  <Table.Cell>{durationOf(job)}</Table.Cell>
                  <Table.Cell>
                    <Text color="fg.error">{job.error ?? ''}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    {job.state === 'failed' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={retrying.isLoading && retrying.originalArgs === job.id}
                        onClick={() => void retryJob(job.id)}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadingOverlay>
      {jobs.data?.count === 0 ? (
        <Text mt="4" color="fg.muted">
          {state === undefined && kind === undefined ? messages.noJobsYet : messages.noJobsMatch}
        </Text>
      ) : null}
      <Box mt="4">
        <Pager
          total={jobs.data?.count ?? 0}
          page={page}
          pageSize={adminJobPageSize}
          pageSizeOptions={[adminJobPageSize]}
          onPageChange={list.setPage}
          onPageSizeChange={() => list.setPage(1)}
        />
      </Box>
    </Box>
  );
}
