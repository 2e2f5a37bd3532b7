import { Alert, Spinner, Table, Text } from '@chakra-ui/react';
import { formatNumber, monthNames } from '@solar/shared';
import { useCrmPowerBillDetailsQuery } from '../../power-bills/api/power-bills-endpoints';

/** The 12 months of a deal's power bill and their annual total, read-only. */
export function DealPowerBillSummary({ powerBillId }: { powerBillId: number }) {
  const months = useCrmPowerBillDetailsQuery(powerBillId, { refetchOnMountOrArgChange: true });
  if (months.isLoading) return <Spinner size="sm" aria-label="Loading power bill" />;
  if (!months.data) {
    return (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title>The 12 months summary could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  }
  const usageOf = new Map(months.data.map(({ month, usage }) => [month, usage]));
  const total = monthNames.reduce((sum, _name, index) => sum + (usageOf.get(index + 1) ?? 0), 0);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="12 months summary">
        <Table.Body>
          {monthNames.map((name, index) => (
            <Table.Row key={name}>
              <Table.Cell>{name.slice(0, 3)}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatNumber(usageOf.get(index + 1) ?? 0)} kWh
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell>
              <Text fontWeight="semibold">Annual total</Text>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Text fontWeight="semibold">{formatNumber(total)} kWh</Text>
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
