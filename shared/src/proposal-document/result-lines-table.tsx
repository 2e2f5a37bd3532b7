import { Table } from '@chakra-ui/react';

interface ResultLinesTableProps {
  /** The table's accessible name ("System", "Price", "Payments"…). */
  label: string;
  lines: readonly { key: string; label: string; text: string }[];
  /** Muted labels and the line variant for the screen; the document keeps black text for paper. */
  tone?: 'screen' | 'paper';
}

/** Results lines as a two-column table: the label as the row's header, the value at the end. */
export function ResultLinesTable({ label, lines, tone = 'paper' }: ResultLinesTableProps) {
  return (
    <Table.Root size="sm" aria-label={label} variant={tone === 'screen' ? 'line' : undefined}>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.key}>
            <Table.ColumnHeader
              scope="row"
              fontWeight="normal"
              px="1"
              color={tone === 'screen' ? 'fg.muted' : undefined}
            >
              {line.label}
            </Table.ColumnHeader>
            <Table.Cell textAlign="end" fontWeight="semibold" px="1" whiteSpace="nowrap">
              {line.text}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
