import { Box, Button, Heading, Stack, Table } from '@chakra-ui/react';
import {
  fetchApiFile,
  leadImportProblemsPageSize,
  LoadFailure,
  messages,
  Pager,
  saveFile,
  useAppStore,
} from '@solar/shared';
import { useState } from 'react';
import { useCrmLeadImportProblemsQuery } from '../api/lead-import-endpoints';
import { leadImportFieldLabels } from '../utils/lead-import-field-labels';

const labelOf = (field: string) =>
  (leadImportFieldLabels as Record<string, string | undefined>)[field] ?? field;

/** The rows with problems: row, field and message, a page at a time, and their CSV. */
export function LeadImportProblems({ importId }: { importId: number }) {
  const store = useAppStore();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(leadImportProblemsPageSize);
  const { data, isError, refetch } = useCrmLeadImportProblemsQuery({
    id: importId,
    page,
    pageSize,
  });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchApiFile(store, `/api/crm/leads/imports/${importId}/problems/export/`);
      if (file) saveFile(file, 'lead-rows-with-problems.csv');
    } finally {
      setDownloading(false);
    }
  };
  if (isError) return <LoadFailure message={messages.failedToLoadLeadImport} onRetry={refetch} />;
  return (
    <Stack gap={3}>
      <Heading as="h3" size="sm">
        {messages.importProblemsTitle}
      </Heading>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={messages.importProblemsTitle}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{messages.importProblemRow}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.importProblemField}</Table.ColumnHeader>
              <Table.ColumnHeader>{messages.importProblemMessage}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.results ?? []).flatMap((row) =>
              row.problems.map((problem, index) => (
                <Table.Row key={`${row.row}-${index}`}>
                  <Table.Cell>{index === 0 ? row.row : ''}</Table.Cell>
                  <Table.Cell>{labelOf(problem.field)}</Table.Cell>
                  <Table.Cell>{problem.message}</Table.Cell>
                </Table.Row>
              )),
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <Box>
        <Button variant="outline" size="sm" loading={downloading} onClick={() => void download()}>
          {messages.importDownloadProblemRows}
        </Button>
      </Box>
    </Stack>
  );
}
