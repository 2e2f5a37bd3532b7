import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ItemSearchResult } from '@solar/shared';
import { useStockItemSearchQuery } from '../api/stock-item-search-endpoints';

interface StockItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * One stock item, searched by number or description as the user types: the item of an order
 * line, a shipment line or an NCM record.
 */
export function StockItemSelect(props: StockItemSelectProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
      useSearch={useStockItemSearchQuery}
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
      errorToastId="stock-item-search"
    />
  );
}
