import { Button } from '@chakra-ui/react';
import { fetchApiFile, messages, saveFile, useAppStore } from '@solar/shared';
import { useState } from 'react';

interface ExportCsvButtonProps {
  /** The export route with the list's current search and filters as its query. */
  url: string;
  /** The download's name when the answer names none. */
  fileName: string;
}

/**
 * "Export CSV" of a list: downloads every row the list's filters show (all pages), as the API
 * streams it. The request carries the session's token, so it goes through the shared base query;
 * a failure is explained by the shared toast.
 */
export function ExportCsvButton({ url, fileName }: ExportCsvButtonProps) {
  const store = useAppStore();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchApiFile(store, url);
      if (file) saveFile(file, `${fileName}.csv`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} loading={busy}>
      {messages.exportCsv}
    </Button>
  );
}
