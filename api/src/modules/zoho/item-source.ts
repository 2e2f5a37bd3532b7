import type { ItemSourceKind } from '@solar/shared/domain';

/** One item as a source reports it, already mapped to our columns. */
export interface SourceItem {
  /** The source's stable id (Zoho's `item_id`); the upsert key. */
  zohoItemId: string;
  itemno: string;
  itemdes: string;
  unit: string;
  /** Decimal text with two places, e.g. `'239.00'`, so comparisons with `numeric` are exact. */
  rate: string;
  status: 'active' | 'inactive';
}

/** A page of items plus problems met on it (items that could not be mapped are skipped). */
export interface SourcePage {
  items: SourceItem[];
  errors: string[];
}

/** Where the sync reads items from: Zoho Inventory, or the built-in catalogue. */
export interface ItemSource {
  kind: ItemSourceKind;
  /** A sentence for the sync screen. */
  description: string;
  pages(): AsyncIterable<SourcePage>;
}
