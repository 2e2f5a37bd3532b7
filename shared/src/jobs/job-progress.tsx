import { Alert, Box, Progress, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { finishedJobStates, type JobStatus, messages } from '../domain';
import { jobPollingMs, useJobStatusQuery } from './jobs-endpoints';

/** Whole numbers with a space between thousands ("10 000"), the same in every browser. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** "3 200 of 10 000 rows": counts with a space between thousands, as the product shows them. */
export function progressCountsOf(done: number, total: number | null, unit: string): string {
  return total === null
    ? `${grouped(done)} ${unit}`
    : `${grouped(done)} of ${grouped(total)} ${unit}`;
}

export interface JobProgressViewProps {
  job: JobStatus;
  /** What is counted ("rows", "pages", "items"). */
  unit: string;
  /** What to show once the job is completed (a download button, a summary). */
  result?: ((job: JobStatus) => ReactNode) | undefined;
  /** A name for the progress bar, for screen readers ("Preparing the contract"). */
  label: string;
}

/** A job's progress bar with its counts and message, then its result or its error. */
export function JobProgressView({ job, unit, result, label }: JobProgressViewProps) {
  if (job.state === 'failed' || job.state === 'cancelled') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{job.error ?? messages.jobUnexpectedError}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (job.state === 'completed') return <Box>{result?.(job) ?? <Text>{job.message}</Text>}</Box>;
  const max = job.total ?? undefined;
  return (
    <Stack gap="1">
      <Progress.Root value={max === undefined ? null : Math.min(job.done, max)} max={max ?? 100}>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm">
        {progressCountsOf(job.done, job.total, unit)}
        {job.message ? ` · ${job.message}` : ''}
      </Text>
    </Stack>
  );
}

export interface JobProgressProps extends Omit<JobProgressViewProps, 'job'> {
  jobId: string;
}

/**
 * Follows a background job by id until it has finished: polled every second, so it survives a
 * page reload when the page keeps the id (in its URL, or from the record the job works on).
 */
export function JobProgress({ jobId, ...view }: JobProgressProps) {
  // Once the job will not change any more, it is asked no more.
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const { data: job, isError } = useJobStatusQuery(jobId, {
    pollingInterval: finishedId === jobId ? 0 : jobPollingMs,
  });
  const finished = job?.id === jobId && finishedJobStates.includes(job.state);
  useEffect(() => {
    if (finished) setFinishedId(jobId);
  }, [finished, jobId]);
  if (!job) {
    return isError ? (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadJob}</Alert.Title>
      </Alert.Root>
    ) : (
      <Text fontSize="sm">{messages.jobWaiting}</Text>
    );
  }
  return <JobProgressView job={job} {...view} />;
}
