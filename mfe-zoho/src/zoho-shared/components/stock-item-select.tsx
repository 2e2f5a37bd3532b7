import type { ItemSearchResult } from '@solar/shared';
import { useStockItemSearchQuery } from '../api/stock-item-search-endpoints';
import { ItemSearchCombobox } from './item-search-combobox';

interface StockItemSelectProps {
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** One stock item: the item of an order line, a shipment line or an NCM record. */
export function StockItemSelect(props: StockItemSelectProps) {
  return (
    <ItemSearchCombobox
      {...props}
      useSearch={useStockItemSearchQuery}
      errorToastId="stock-item-search"
    />
  );
}
