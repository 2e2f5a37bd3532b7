import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { formatDateTime, type ZohoConflict } from '@solar/shared';

/**
 * Figures Zoho holds that differ from ours after a sync. Neither side was changed: someone
 * settles each one (a stock count, a correction in Zoho).
 */
export function ZohoConflicts({ conflicts }: { conflicts: readonly ZohoConflict[] }) {
  return (
    <Box as="section" aria-labelledby="zoho-conflicts">
      <Heading as="h2" size="md" mb="1" id="zoho-conflicts">
        Conflicts
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        Where Zoho’s figure differs from ours. Nothing is overwritten; correct the side that is
        wrong.
      </Text>
      {conflicts.length === 0 ? (
        <Text color="fg.muted">No conflicts: Zoho and this workplace agree.</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="Conflicts with Zoho">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Found</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
                <Table.ColumnHeader>Record</Table.ColumnHeader>
                <Table.ColumnHeader>Ours</Table.ColumnHeader>
                <Table.ColumnHeader>Zoho’s</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {conflicts.map((conflict) => (
                <Table.Row key={conflict.id}>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(conflict.detected_at)}
                  </Table.Cell>
                  <Table.Cell>
                    {conflict.kind}: {conflict.field}
                  </Table.Cell>
                  <Table.Cell>{conflict.reference}</Table.Cell>
                  <Table.Cell>{conflict.ours}</Table.Cell>
                  <Table.Cell>{conflict.theirs}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
