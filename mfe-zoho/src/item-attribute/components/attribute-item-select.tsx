import type { ItemSearchResult } from '@solar/shared';
import { ItemSearchCombobox } from '../../zoho-shared/components/item-search-combobox';
import { useZohoItemSearchQuery } from '../../bom/api/bom-endpoints';

interface AttributeItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
}

/** Picks the item whose attribute values to edit, searched by item number or description. */
export function AttributeItemSelect(props: AttributeItemSelectProps) {
  return (
    <ItemSearchCombobox
      {...props}
      useSearch={useZohoItemSearchQuery}
      errorToastId="zoho-attribute-item-search"
    />
  );
}
