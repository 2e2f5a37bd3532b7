import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ItemSearchResult } from '@solar/shared';
import { useNcmItemSearchQuery } from '../api/ncm-inventory-endpoints';

interface NcmItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The record's item: searched by number or description as the user types. */
export function NcmItemSelect(props: NcmItemSelectProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
      useSearch={useNcmItemSearchQuery}
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
      errorToastId="ncm-item-search"
    />
  );
}
