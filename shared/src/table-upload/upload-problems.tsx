import { Box, Button, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchApiFile, saveFile } from '../api-files';
import { LoadFailure } from '../components/load-state/load-failure';
import { messages } from '../domain';
import type { ZohoUpload } from '../domain/bom/zoho-upload-schemas';
import { formatNumber } from '../domain/format-number';
import { useAppStore } from '../store/hooks';
import {
  tableUploadProblemsExportUrl,
  useTableUploadProblemsQuery,
} from './table-upload-endpoints';

/**
 * The rows with problems, by line, with each problem's message and the field it is about, and
 * all of them as the file had them, with their messages, to fix in a spreadsheet.
 */
export function UploadProblems({ file }: { file: ZohoUpload }) {
  const store = useAppStore();
  const problems = useTableUploadProblemsQuery(file.id);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const saved = await fetchApiFile(store, tableUploadProblemsExportUrl(file.id));
      if (saved) saveFile(saved, 'rows-with-problems.csv');
    } finally {
      setDownloading(false);
    }
  };
  if (problems.isError) {
    return (
      <LoadFailure message={messages.failedToLoadUpload} onRetry={() => void problems.refetch()} />
    );
  }
  if (!problems.data) return null;
  const labelOf = (key: string) => file.fields.find((field) => field.key === key)?.label ?? key;
  return (
    <Box>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" size="sm">
          {messages.importProblemsTitle}
        </Heading>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
          {messages.importDownloadProblemRows}
        </Button>
      </HStack>
      {problems.data.count > problems.data.rows.length ? (
        <Text color="fg.muted" fontSize="sm" mb="2">
          The first {formatNumber(problems.data.rows.length)} of {formatNumber(problems.data.count)}{' '}
          rows with problems.
        </Text>
      ) : null}
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" maxH="96" overflowY="auto">
        <Table.Root size="sm" aria-label={messages.importProblemsTitle} stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{messages.importProblemRow}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.importProblemField}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.importProblemMessage}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.data.rows.flatMap((row) =>
              row.problems.map((problem, index) => (
                <Table.Row key={`${row.row_number}:${index}`}>
                  <Table.Cell>{row.row_number}</Table.Cell>
                  <Table.Cell>{labelOf(problem.field)}</Table.Cell>
                  <Table.Cell>{problem.message}</Table.Cell>
                </Table.Row>
              )),
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
