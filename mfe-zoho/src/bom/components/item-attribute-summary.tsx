import { Text } from '@chakra-ui/react';
import { itemAttributeValueLabel } from '@solar/shared';
import { useZohoItemValuesQuery } from '../../item-attribute/api/item-attribute-endpoints';

/**
 * The chosen item's attribute values under the item field (rated power, width…), so the person
 * adding a line sees which panel size or variant it is. Nothing when it has none.
 */
export function ItemAttributeSummary({ itemId }: { itemId: number }) {
  const values = useZohoItemValuesQuery(itemId);
  const list = values.data?.values ?? [];
  if (list.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" aria-label="Item attributes">
      {list.map((each) => `${each.name}: ${itemAttributeValueLabel(each)}`).join(' · ')}
    </Text>
  );
}
