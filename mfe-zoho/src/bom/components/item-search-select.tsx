import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ItemSearchResult } from '@solar/shared';
import { useZohoItemSearchQuery } from '../api/bom-endpoints';

interface ItemSearchSelectProps {
  /** The input's id, for the field label. */
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the field's help and error texts. */
  describedBy?: string;
}

const itemSearchPlaceholder = 'Search by item number or description';

function itemLabelOf(item: Pick<ItemSearchResult, 'itemno' | 'itemdes'>): string {
  return `${item.itemno} - ${item.itemdes}`;
}

/**
 * The Item ID field: searches the server as the user types, lists item number and description, and
 * selects one. An empty query clears the list and calls nothing.
 */
export function ItemSearchSelect(props: ItemSearchSelectProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
      useSearch={useZohoItemSearchQuery}
      labelOf={itemLabelOf}
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
      placeholder={itemSearchPlaceholder}
      listLabel="Items"
      emptyText="No matching items"
      errorMessage={messages.failedToSearchItems}
      errorToastId="zoho-item-search"
    />
  );
}
