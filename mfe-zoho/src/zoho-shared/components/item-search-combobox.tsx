import { Text } from '@chakra-ui/react';
import {
  messages,
  RemoteSearchCombobox,
  type ItemSearchResult,
  type RemoteSearchState,
} from '@solar/shared';

export interface ItemSearchComboboxProps {
  /** The input's id, for the field label. */
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the field's help and error texts. */
  describedBy?: string;
  /** Which catalogue is searched: the stock items or the parts-list items. */
  useSearch: (query: string, options: { skip: boolean }) => RemoteSearchState<ItemSearchResult>;
  /** One toast per search, however many times it fails. */
  errorToastId: string;
}

/**
 * An item field: searches the server as the user types, lists item number and description, and
 * selects one. An empty query clears the list and calls nothing.
 */
export function ItemSearchCombobox(props: ItemSearchComboboxProps) {
  return (
    <RemoteSearchCombobox<ItemSearchResult>
      {...props}
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
    />
  );
}
