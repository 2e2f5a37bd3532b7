import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ItemSearchResult } from '@solar/shared';
import { useZohoItemSearchQuery } from '../../bom/api/bom-endpoints';

interface AttributeItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
}

/** Picks the item whose attribute values to edit, searched by item number or description. */
export function AttributeItemSelect(props: AttributeItemSelectProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
      useSearch={useZohoItemSearchQuery}
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
      errorToastId="zoho-attribute-item-search"
    />
  );
}
