import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ItemSearchResult } from '@solar/shared';
import { useShippingItemSearchQuery } from '../api/shipping-endpoints';

interface ShipmentItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  invalid?: boolean;
}

/** A shipment line's item, searched by number or description as the user types. */
export function ShipmentItemSelect(props: ShipmentItemSelectProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
      useSearch={useShippingItemSearchQuery}
      labelOf={(item) => `${item.itemno} - ${item.itemdes}`}
      keyOf={(item) => item.itemid}
      renderOption={(item) => (
        <>
          <Text as="span" fontWeight="semibold">
            {item.itemno}
          </Text>
          <Text as="span" color="fg.muted">
            {' '}
            {item.itemdes}
          </Text>
        </>
      )}
      placeholder="Search by item number or description"
      listLabel="Items"
      emptyText="No matching items"
      errorMessage={messages.failedToSearchItems}
      errorToastId="shipment-item-search"
    />
  );
}
