import { Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  formatCalendarDay,
  formatNumber,
  FormField,
  LoadFailure,
  LoadingOverlay,
  messages,
  PageHeader,
  Pager,
  SelectField,
  type Shipment,
  type ShipmentStatus,
  shipmentStatuses,
  shipmentStatusPalettes,
  StatusTag,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useStockWarehousesQuery } from '../zoho-shared/api/warehouse-endpoints';
import { useShippingListQuery } from './api/shipping-endpoints';
import { ShipmentFormDialog } from './components/shipment-form-dialog';
import { ShipmentRecord } from './components/shipment-record';
import { shipmentListUrlCodec } from './utils/shipment-list-url-codec';

const { title } = workplaceRouteByPattern('zoho/shipping-details');

type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; shipment: Shipment };

/**
 * Shipping Details: shipments of equipment from a warehouse to a deal's job site. Planning one
 * reserves its stock, shipping issues it, delivering records who signed for it. The list keeps its
 * filters in the address; a shipment opens as its record (`?shipment=`).
 */
export function ShippingPage() {
  const { state, setFilters, setPage, setPageSize } = useListUrlState(shipmentListUrlCodec);
  const { page, pageSize, search, status, warehouseId, from, to, shipmentId } = state;
  const list = useShippingListQuery(
    { page, page_size: pageSize, search, status, warehouse_id: warehouseId, from, to },
    { skip: shipmentId !== null },
  );
  const warehouses = useStockWarehousesQuery();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const rows = list.data?.results ?? [];
  const warehouseRows = warehouses.data?.warehouses ?? [];
  const filtered =
    search !== '' || status !== '' || warehouseId !== null || from !== '' || to !== '';
  const open = (id: number | null) => setFilters({ shipmentId: id });

  return (
    <Box>
      <PageHeader
        title={title}
        description="Shipments of equipment to job sites. A planned shipment reserves its stock; shipping issues it from the warehouse; delivery records who signed for it."
        actions={
          <Button onClick={() => setDialog({ kind: 'new' })} disabled={!warehouses.isSuccess}>
            New shipment
          </Button>
        }
      />
      {shipmentId !== null ? (
        <ShipmentRecord
          shipmentId={shipmentId}
          onBack={() => open(null)}
          onEdit={(shipment) => setDialog({ kind: 'edit', shipment })}
        />
      ) : (
        <>
          <Flex gap="3" wrap="wrap" mb="4" align="end">
            <Box flex="1" minW="60" maxW="md">
              <DebouncedSearchInput
                label="Search by deal, tracking number or shipment number"
                value={search}
                onDebouncedChange={(value) => setFilters({ search: value })}
              />
            </Box>
            <SelectField
              label="Status"
              hideLabel
              width={{ base: 'full', sm: '44' }}
              value={status}
              onChange={(value) =>
                setFilters({
                  status: shipmentStatuses.find((name) => name === value) ?? ('' as const),
                })
              }
              placeholder="All statuses"
              options={shipmentStatuses.map((name: ShipmentStatus) => ({
                value: name,
                label: name,
              }))}
            />
            <SelectField
              label="Warehouse"
              hideLabel
              width={{ base: 'full', sm: '52' }}
              value={warehouseId === null ? '' : String(warehouseId)}
              onChange={(value) => setFilters({ warehouseId: value === '' ? null : Number(value) })}
              placeholder="All warehouses"
              options={warehouseRows.map((warehouse) => ({
                value: warehouse.id,
                label: warehouse.name,
              }))}
            />
            <FormField label="Planned from" width={{ base: 'full', sm: '44' }}>
              <Input
                type="date"
                value={from}
                onChange={(event) => setFilters({ from: event.currentTarget.value })}
              />
            </FormField>
            <FormField label="Planned to" width={{ base: 'full', sm: '44' }}>
              <Input
                type="date"
                value={to}
                onChange={(event) => setFilters({ to: event.currentTarget.value })}
              />
            </FormField>
          </Flex>
          {list.isError ? (
            <LoadFailure
              message={messages.shipmentsLoadFailed}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <LoadingOverlay loading={list.isFetching} label="Loading shipments">
              {list.isSuccess && rows.length === 0 ? (
                // Outside the table: a wide table scrolls on a phone, and the message must not.
                <Box borderWidth="1px" borderRadius="md" p="4">
                  <Text color="fg.muted" textAlign="center">
                    {filtered ? messages.shipmentsNoneMatch : messages.shipmentsEmpty}
                  </Text>
                </Box>
              ) : (
                <Box borderWidth="1px" borderRadius="md" overflowX="auto">
                  <Table.Root size="sm" aria-label="Shipments">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Shipment</Table.ColumnHeader>
                        <Table.ColumnHeader>Deal</Table.ColumnHeader>
                        <Table.ColumnHeader>Status</Table.ColumnHeader>
                        <Table.ColumnHeader>From</Table.ColumnHeader>
                        <Table.ColumnHeader>Carrier and tracking</Table.ColumnHeader>
                        <Table.ColumnHeader>Planned</Table.ColumnHeader>
                        <Table.ColumnHeader>Delivered</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Units</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((shipment) => (
                        <Table.Row key={shipment.id}>
                          <Table.Cell whiteSpace="nowrap">
                            <Button
                              variant="plain"
                              colorPalette="blue"
                              px="0"
                              height="auto"
                              fontWeight="semibold"
                              aria-label={`Open ${shipment.number}`}
                              onClick={() => open(shipment.id)}
                            >
                              {shipment.number}
                            </Button>
                          </Table.Cell>
                          <Table.Cell minW="40">{shipment.deal.name}</Table.Cell>
                          <Table.Cell>
                            <StatusTag
                              label={shipment.status}
                              colorPalette={shipmentStatusPalettes[shipment.status]}
                            />
                          </Table.Cell>
                          <Table.Cell>{shipment.warehouse.name}</Table.Cell>
                          <Table.Cell>
                            {[shipment.carrier, shipment.tracking_number]
                              .filter((part) => part !== '')
                              .join(' · ') || '—'}
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            {formatCalendarDay(shipment.planned_ship_date)}
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            {shipment.delivered_on ? formatCalendarDay(shipment.delivered_on) : '—'}
                          </Table.Cell>
                          <Table.Cell textAlign="end">{formatNumber(shipment.units)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
            </LoadingOverlay>
          )}
          {(list.data?.count ?? 0) > 0 ? (
            <Box mt="4">
              <Pager
                total={list.data!.count}
                page={page}
                pageSize={pageSize}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            </Box>
          ) : null}
        </>
      )}
      {dialog.kind !== 'none' ? (
        <ShipmentFormDialog
          shipment={dialog.kind === 'edit' ? dialog.shipment : null}
          warehouses={warehouseRows}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(saved) => {
            setDialog({ kind: 'none' });
            open(saved.id);
          }}
        />
      ) : null}
    </Box>
  );
}
