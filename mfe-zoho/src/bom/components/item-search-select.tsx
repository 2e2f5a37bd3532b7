import type { ItemSearchResult } from '@solar/shared';
import { ItemSearchCombobox } from '../../zoho-shared/components/item-search-combobox';
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
