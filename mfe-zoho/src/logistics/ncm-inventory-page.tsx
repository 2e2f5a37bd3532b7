import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

// The route keeps the original path `ncrinventory`; the spec titles it NCM Inventory.
const { title } = workplaceRouteByPattern('logistics/ncrinventory');

/** NCM Inventory: non-conforming material, a placeholder page of the specification. */
export function NcmInventoryPage() {
  return (
    <PageHeader
      title={title}
      description="Non-conforming material (parts received damaged, defective or not as ordered) will be recorded here until it is returned, repaired or written off. This inventory is not available yet."
    />
  );
}
