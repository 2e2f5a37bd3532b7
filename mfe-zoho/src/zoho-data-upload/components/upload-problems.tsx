import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { LoadFailure, messages, type ZohoUpload } from '@solar/shared';
import { useZohoUploadProblemsQuery } from '../api/zoho-data-upload-endpoints';

/** The rows with problems, by line, with each problem's message and the field it is about. */
export function UploadProblems({ file }: { file: ZohoUpload }) {
  const problems = useZohoUploadProblemsQuery(file.id);
  if (problems.isError) {
    return (
      <LoadFailure message={messages.failedToLoadUpload} onRetry={() => void problems.refetch()} />
    );
  }
  if (!problems.data) return null;
  const labelOf = (key: string) => file.fields.find((field) => field.key === key)?.label ?? key;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {messages.importProblemsTitle}
      </Heading>
      {problems.data.count > problems.data.rows.length ? (
        <Text color="fg.muted" fontSize="sm" mb="2">
          The first {problems.data.rows.length} of {problems.data.count} rows with problems.
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
