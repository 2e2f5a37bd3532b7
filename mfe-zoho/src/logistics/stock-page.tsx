import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('logistics/stock');

/** Stock Management: a placeholder page of the specification, with its purpose. */
export function StockPage() {
  return (
    <PageHeader
      title={title}
      description="Quantities on hand in each warehouse, and what is reserved for upcoming installations, will be shown here. Stock management is not available yet."
    />
  );
}
