import { Table } from '@chakra-ui/react';

/** The header row of a table of `ServiceRequestRow`s; `withProject` adds the project after Kind. */
export function ServiceRequestHeader({ withProject = false }: { withProject?: boolean }) {
  const columns = [
    'Kind',
    ...(withProject ? ['Project'] : []),
    'Message',
    'From',
    'When',
    'Status',
  ];
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((heading) => (
          <Table.ColumnHeader key={heading}>{heading}</Table.ColumnHeader>
        ))}
        <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}
