import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('logistics/orders');

/** Orders Management: a placeholder page of the specification, with its purpose. */
export function OrdersPage() {
  return (
    <PageHeader
      title={title}
      description="Purchase orders for panels, inverters, heat pumps and installation parts will be placed and followed here, from order to delivery. Order management is not available yet."
    />
  );
}
