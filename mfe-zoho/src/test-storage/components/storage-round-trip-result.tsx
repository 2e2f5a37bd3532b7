import { Alert, DataList } from '@chakra-ui/react';
import { formatFileSize, formatNumber, messages, type StorageCheck } from '@solar/shared';

type RoundTrip = NonNullable<StorageCheck['round_trip']>;

/** The last round trip: whether it worked, and how long each step took. */
export function StorageRoundTripResult({ roundTrip }: { roundTrip: RoundTrip }) {
  const steps = [
    ['Write', roundTrip.write_ms],
    ['Read back', roundTrip.read_ms],
    ['Delete', roundTrip.delete_ms],
  ] as const;
  return (
    <>
      <Alert.Root status={roundTrip.ok ? 'success' : 'error'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{roundTrip.ok ? messages.storageRoundTripOk : roundTrip.error}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <DataList.Root orientation="horizontal" aria-label="Round trip timings">
        <DataList.Item>
          <DataList.ItemLabel>File</DataList.ItemLabel>
          <DataList.ItemValue>{formatFileSize(roundTrip.bytes)}</DataList.ItemValue>
        </DataList.Item>
        {steps.map(([label, ms]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{formatNumber(ms)} ms</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </>
  );
}
