import { DataList } from '@chakra-ui/react';
import type { SelectedLocation } from '../utils/selected-location';

/** The spec's fields of a location, in its order; '-' stands for an unknown value. */
function rowsOf(location: SelectedLocation | null): [string, string][] {
  const text = (value: string | number | undefined) =>
    value === undefined || value === '' ? '-' : String(value);
  return [
    ['Address', text(location?.address)],
    ['Province', text(location?.province)],
    ['City', text(location?.city)],
    ['Postal Code', text(location?.postal_code)],
    ['Latitude', text(location?.lat)],
    ['Longitude', text(location?.lng)],
  ];
}

/**
 * Address, Province, City, Postal Code, Latitude and Longitude: the Selected Location block and
 * the map's info window show the same fields.
 */
export function LocationDetails({
  location,
  compact = false,
}: {
  location: SelectedLocation | null;
  compact?: boolean;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap={compact ? '1' : '2'}>
      {rowsOf(location).map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
