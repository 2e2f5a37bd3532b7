import { Card, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  messages,
  shipmentStatusPalettes,
  StatusTag,
} from '@solar/shared';
import { useCrmDealShipmentsQuery } from '../api/deal-shipments-endpoints';

/**
 * The deal details page's Shipments card: each shipment of equipment to the deal's job site, with
 * where it stands, its carrier and tracking number, and its dates. Logistics plans and ships them
 * on Shipping Details; here the sales side sees when the equipment left and arrived.
 */
export function DealShipments({ dealId }: { dealId: number }) {
  const shipments = useCrmDealShipmentsQuery(dealId, { refetchOnMountOrArgChange: true });
  return (
    <Card.Root size="sm" as="section" aria-labelledby="shipments-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="shipments-heading">
          Shipments
        </Heading>
      </Card.Header>
      <Card.Body>
        {shipments.isLoading ? (
          <Spinner size="sm" aria-label="Loading shipments" />
        ) : !shipments.data ? (
          <Text color="fg.muted">{messages.dealShipmentsLoadFailed}</Text>
        ) : shipments.data.length === 0 ? (
          <Text color="fg.muted">{messages.dealShipmentsEmpty}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root
              size="sm"
              aria-labelledby="shipments-heading"
              display={{ base: 'block', md: 'table' }}
            >
              <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
                <Table.Row>
                  <Table.ColumnHeader>Shipment</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>Carrier and tracking</Table.ColumnHeader>
                  <Table.ColumnHeader>Planned</Table.ColumnHeader>
                  <Table.ColumnHeader>Shipped</Table.ColumnHeader>
                  <Table.ColumnHeader>Delivered</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Units</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
                {shipments.data.map((shipment) => (
                  <Table.Row
                    key={shipment.id}
                    display={{ base: 'grid', md: 'table-row' }}
                    gridTemplateColumns="minmax(0, 1fr) minmax(0, 1fr)"
                    gap="1"
                    py={{ base: '2', md: '0' }}
                  >
                    <Table.Cell fontWeight="medium" whiteSpace="nowrap" borderBottomWidth="0">
                      {shipment.number}
                    </Table.Cell>
                    <Table.Cell borderBottomWidth="0">
                      <StatusTag
                        label={shipment.status}
                        colorPalette={shipmentStatusPalettes[shipment.status]}
                      />
                    </Table.Cell>
                    <Table.Cell borderBottomWidth="0">{shipment.warehouse.name}</Table.Cell>
                    <Table.Cell borderBottomWidth="0" overflowWrap="anywhere">
                      {[shipment.carrier, shipment.tracking_number]
                        .filter((part) => part !== '')
                        .join(' · ') || '—'}
                    </Table.Cell>
                    <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }} borderBottomWidth="0">
                      <Text as="span" hideFrom="md" color="fg.muted">
                        Planned{' '}
                      </Text>
                      {formatCalendarDay(shipment.planned_ship_date)}
                    </Table.Cell>
                    <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }} borderBottomWidth="0">
                      {shipment.shipped_on ? (
                        <>
                          <Text as="span" hideFrom="md" color="fg.muted">
                            Shipped{' '}
                          </Text>
                          {formatCalendarDay(shipment.shipped_on)}
                        </>
                      ) : (
                        <Text as="span" hideBelow="md">
                          —
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace={{ base: 'normal', md: 'nowrap' }} borderBottomWidth="0">
                      {shipment.delivered_on ? (
                        <>
                          <Text as="span" hideFrom="md" color="fg.muted">
                            Delivered{' '}
                          </Text>
                          {formatCalendarDay(shipment.delivered_on)}
                        </>
                      ) : (
                        <Text as="span" hideBelow="md">
                          —
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign={{ base: 'start', md: 'end' }} borderBottomWidth="0">
                      <Text as="span" hideFrom="md" color="fg.muted">
                        Units{' '}
                      </Text>
                      {formatNumber(shipment.units)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
