import {
  ItemSearchCombobox,
  type ItemSearchComboboxProps,
} from '../../zoho-shared/components/item-search-combobox';
import { useZohoItemSearchQuery } from '../api/bom-endpoints';

type ItemSearchSelectProps = Omit<ItemSearchComboboxProps, 'useSearch' | 'errorToastId'>;

/** The Item ID field of a parts-list line: the parts-list items, searched as the user types. */
export function ItemSearchSelect(props: ItemSearchSelectProps) {
  return (
    <ItemSearchCombobox
      {...props}
      useSearch={useZohoItemSearchQuery}
      errorToastId="zoho-item-search"
    />
  );
}
