import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { fetchApiFile } from '../api-files/fetch-api-file';
import { saveFile } from '../api-files/save-file';
import { type JobStatus, messages } from '../domain';
import { serverFieldTextOf } from '../errors';
import { useAppStore } from '../store';
import { notify } from '../theme';
import { JobProgress } from './job-progress';
import { useJobStatusQuery } from './jobs-endpoints';
import {
  type TemplatePdfLookup,
  type TemplatePdfRequest,
  useJobsLatestTemplatePdfQuery,
  useJobsStartTemplatePdfMutation,
} from './template-pdf-endpoints';

export interface TemplatePdfJobProps {
  /** What the button prints; null while nothing can be printed (no saved or chosen template). */
  request: TemplatePdfRequest | null;
  /** Whose document the page shows again after a reload; null to look for none. */
  lookup: TemplatePdfLookup | null;
  buttonLabel: string;
  /** The progress bar's name for screen readers ("Preparing the contract"). */
  progressLabel: string;
  /** The download's name when the server's cannot be read. */
  fallbackFileName: string;
  /** The id of a note that explains the button (what the PDF is made from). */
  describedBy?: string;
}

/**
 * Prints a template as a background job: the button starts it, a progress bar follows it, and
 * the document downloads by itself once ready (with a Download button to fetch it again), or the
 * error says why in words. The page's newest document is found again after a reload or a visit
 * elsewhere, so a long render is never lost; a found one is offered, not downloaded again.
 */
export function TemplatePdfJob({
  request,
  lookup,
  buttonLabel,
  progressLabel,
  fallbackFileName,
  describedBy,
}: TemplatePdfJobProps) {
  const store = useAppStore();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = useJobsLatestTemplatePdfQuery(lookup ?? { template_id: 0 }, {
    skip: lookup === null || startedId !== null,
    refetchOnMountOrArgChange: true,
  });
  const [start, starting] = useJobsStartTemplatePdfMutation();
  const jobId = startedId ?? latest.data?.job?.id ?? null;
  // The status JobProgress polls (this subscription adds no polling of its own), read here to
  // download the document this page asked for.
  const watched = useJobStatusQuery(startedId ?? '', { skip: startedId === null });
  const downloaded = useRef<string | null>(null);

  const download = async (job: JobStatus) => {
    if (!job.result_url) return;
    const file = await fetchApiFile(store, job.result_url);
    if (file) saveFile(file, fallbackFileName);
    else notify.error(messages.failedToDownloadPdf);
  };

  const ready = watched.data;
  useEffect(() => {
    if (ready?.id !== startedId || ready.state !== 'completed' || downloaded.current === ready.id) {
      return;
    }
    downloaded.current = ready.id;
    void download(ready);
    // Only the change of state matters; `download` is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, startedId]);

  const generate = async () => {
    if (!request) return;
    const result = await start(request);
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.failedToStartPdf));
      return;
    }
    setStartedId(result.data.id);
  };

  return (
    <Stack gap="2" align="stretch" minW="0">
      <Button
        size="sm"
        alignSelf="flex-start"
        onClick={() => void generate()}
        disabled={request === null}
        loading={starting.isLoading}
        aria-describedby={describedBy}
      >
        {buttonLabel}
      </Button>
      {jobId ? (
        <JobProgress
          key={jobId}
          jobId={jobId}
          unit="documents"
          label={progressLabel}
          result={(job) => (
            <Stack gap="2" align="flex-start">
              <Text fontSize="sm" role="status">
                {job.message}
              </Text>
              {job.result_url ? (
                <Button size="xs" variant="outline" onClick={() => void download(job)}>
                  Download
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {messages.apiPdfJobResultGone}
                </Text>
              )}
            </Stack>
          )}
        />
      ) : null}
    </Stack>
  );
}
