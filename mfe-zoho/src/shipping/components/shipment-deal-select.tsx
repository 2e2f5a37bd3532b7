import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type ShipmentDealOption } from '@solar/shared';
import { useShippingDealsQuery } from '../api/shipping-endpoints';

interface ShipmentDealSelectProps {
  id?: string;
  value: ShipmentDealOption | null;
  onChange: (deal: ShipmentDealOption | null) => void;
  invalid?: boolean;
}

/** The deal to ship to, by part of its name; deals with an installation project come first. */
export function ShipmentDealSelect(props: ShipmentDealSelectProps) {
  return (
    <RemoteSearchCombobox<ShipmentDealOption>
      {...props}
      useSearch={useShippingDealsQuery}
      labelOf={(deal) => deal.name}
      keyOf={(deal) => deal.id}
      renderOption={(deal) => (
        <>
          <Text as="span" fontWeight="semibold">
            {deal.name}
          </Text>
          {deal.project_id === null ? null : (
            <Text as="span" color="fg.muted">
              {' '}
              (project)
            </Text>
          )}
        </>
      )}
      placeholder="Search deals by name"
      listLabel="Deals"
      emptyText="No matching deals"
      errorMessage={messages.shipmentsLoadFailed}
      errorToastId="shipment-deal-search"
      listWhenEmpty
    />
  );
}
