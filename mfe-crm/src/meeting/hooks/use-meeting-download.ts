import { useCallback } from 'react';
import { fetchApiFile, saveFile, useAppStore } from '@solar/shared';

/** Downloads a meeting's .ics file (with the session's token; a failure is toasted). */
export function useMeetingDownload(): (meeting: { id: number }) => void {
  const store = useAppStore();
  return useCallback(
    (meeting: { id: number }) => {
      void fetchApiFile(store, `/api/crm/meetings/${meeting.id}/ics/`).then((file) => {
        if (file) saveFile(file, `meeting-${meeting.id}.ics`);
      });
    },
    [store],
  );
}
