import { Box, Button, Flex, HStack, Table, Text } from '@chakra-ui/react';
import {
  canMovePurchaseOrder,
  canReceivePurchaseOrder,
  ConfirmDialog,
  DebouncedSearchInput,
  fetchApiFile,
  formatDate,
  formatNumber,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  PageHeader,
  Pager,
  pageSizeOf,
  positiveIntegerOf,
  type PurchaseOrder,
  purchaseOrdersPageSize,
  type PurchaseOrderStatus,
  purchaseOrderStatuses,
  type PurchaseOrderSummary,
  saveFile,
  SelectField,
  serverFieldTextOf,
  StatusTag,
  useAppStore,
  useListUrlState,
  useVersionConflict,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useStockWarehousesQuery } from '../zoho-shared/api/warehouse-endpoints';
import {
  useLazyPurchaseOrderQuery,
  usePurchaseOrderListQuery,
  usePurchaseOrderMoveMutation,
  usePurchaseOrderSendToVendorMutation,
  usePurchaseOrderVendorsQuery,
} from './api/purchase-orders-endpoints';
import { PurchaseOrderDialog } from './components/purchase-order-dialog';
import { ReceiveDialog } from './components/receive-dialog';
import { VendorsListDialog } from './components/vendors-list-dialog';

const { title } = workplaceRouteByPattern('logistics/orders');

interface OrderListUrlState {
  page: number;
  pageSize: number;
  search: string;
  status: PurchaseOrderStatus | '';
}

const statusOf = (text: string | null): PurchaseOrderStatus | '' =>
  purchaseOrderStatuses.find((status) => status === text) ?? '';

const orderListUrlCodec: ListUrlCodec<OrderListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), purchaseOrdersPageSize),
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
  }),
  write: ({ page, pageSize, search, status }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== purchaseOrdersPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    if (status !== '') params.set('status', status);
    return params;
  },
};

type Dialog =
  | { kind: 'none' }
  | { kind: 'vendors' }
  | { kind: 'new' }
  | { kind: 'edit'; order: PurchaseOrder }
  | { kind: 'receive'; order: PurchaseOrder };

/** A confirmed step: mark sent by hand, e-mail the order to its vendor (which marks it sent), or cancel. */
type Move = { order: PurchaseOrderSummary; to: 'Sent' | 'Cancelled' | 'Vendor' };

/**
 * Orders Management: purchase orders to vendors, from draft to received. Sending puts the
 * quantities on order; receiving posts the stock (damaged to quarantine).
 */
export function PurchaseOrdersPage() {
  const { state, setFilters, setPage, setPageSize } = useListUrlState(orderListUrlCodec);
  const { page, pageSize, search, status } = state;
  const list = usePurchaseOrderListQuery({ page, page_size: pageSize, search, status });
  const vendors = usePurchaseOrderVendorsQuery();
  const warehouses = useStockWarehousesQuery();
  const [loadOrder, loading] = useLazyPurchaseOrderQuery();
  const [move, moving] = usePurchaseOrderMoveMutation();
  const [sendToVendor, sending] = usePurchaseOrderSendToVendorMutation();
  const store = useAppStore();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [confirming, setConfirming] = useState<Move | null>(null);
  const conflict = useVersionConflict(() => list.refetch());
  const rows = list.data?.results ?? [];
  const vendorRows = vendors.data ?? [];
  const warehouseRows = warehouses.data?.warehouses ?? [];

  const open = async (id: number, kind: 'edit' | 'receive') => {
    const result = await loadOrder(id);
    if (result.data) setDialog({ kind, order: result.data });
    else notify.error(messages.purchaseOrderNotFound);
  };

  const confirmMove = async () => {
    if (!confirming) return;
    const { order, to } = confirming;
    const result =
      to === 'Vendor'
        ? await sendToVendor({ id: order.id, version: order.version })
        : await move({ id: order.id, status: to, version: order.version });
    setConfirming(null);
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    const vendorEmail = vendorRows.find((vendor) => vendor.id === order.vendor.id)?.email ?? '';
    notify.success(
      to === 'Vendor'
        ? messages.purchaseOrderSentToVendor(vendorEmail)
        : to === 'Sent'
          ? messages.purchaseOrderSent
          : messages.purchaseOrderCancelled,
    );
  };

  const downloadPdf = async (order: PurchaseOrderSummary) => {
    const file = await fetchApiFile(store, `/api/purchase-orders/${order.id}/pdf/`);
    if (file) saveFile(file, `${order.number.toLowerCase()}.pdf`);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Purchase orders to vendors: draft, send, receive (partial receipts allowed) or cancel. What an order still expects shows as on order in Stock Management."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setDialog({ kind: 'vendors' })}>
              Vendors
            </Button>
            <Button
              onClick={() => setDialog({ kind: 'new' })}
              disabled={!vendors.isSuccess || !warehouses.isSuccess || vendorRows.length === 0}
              title={vendorRows.length === 0 ? 'Add a vendor first' : undefined}
            >
              New purchase order
            </Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by vendor or order number"
            value={search}
            onDebouncedChange={(value) => setFilters({ search: value })}
          />
        </Box>
        <SelectField
          label="Status"
          hideLabel
          width="56"
          value={status}
          onChange={(value) => setFilters({ status: statusOf(value) })}
          placeholder="All statuses"
          options={purchaseOrderStatuses.map((name) => ({ value: name, label: name }))}
        />
      </Flex>
      {list.isError ? (
        <LoadFailure
          message="The purchase orders could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay
          loading={list.isFetching || loading.isFetching}
          label="Loading purchase orders"
        >
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Purchase orders">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Order</Table.ColumnHeader>
                  <Table.ColumnHeader>Vendor</Table.ColumnHeader>
                  <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((order) => (
                  <Table.Row key={order.id}>
                    <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                      {order.number}
                    </Table.Cell>
                    <Table.Cell>{order.vendor.name}</Table.Cell>
                    <Table.Cell>{order.warehouse.name}</Table.Cell>
                    <Table.Cell>
                      <StatusTag label={order.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(Number(order.total))}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(order.created_at)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        {order.status === 'Draft' ? (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Edit ${order.number}`}
                            onClick={() => void open(order.id, 'edit')}
                          >
                            Edit
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`PDF of ${order.number}`}
                          onClick={() => void downloadPdf(order)}
                        >
                          PDF
                        </Button>
                        {canMovePurchaseOrder(order.status, 'Sent') ? (
                          <Button
                            size="xs"
                            aria-label={`Send to vendor: ${order.number}`}
                            onClick={() => setConfirming({ order, to: 'Vendor' })}
                          >
                            Send to vendor
                          </Button>
                        ) : null}
                        {canMovePurchaseOrder(order.status, 'Sent') ? (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Send ${order.number}`}
                            onClick={() => setConfirming({ order, to: 'Sent' })}
                          >
                            Mark sent
                          </Button>
                        ) : null}
                        {canReceivePurchaseOrder(order.status) ? (
                          <Button
                            size="xs"
                            aria-label={`Receive ${order.number}`}
                            onClick={() => void open(order.id, 'receive')}
                          >
                            Receive
                          </Button>
                        ) : null}
                        {canMovePurchaseOrder(order.status, 'Cancelled') ? (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`Cancel ${order.number}`}
                            onClick={() => setConfirming({ order, to: 'Cancelled' })}
                          >
                            Cancel
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={7}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {search !== '' || status !== ''
                          ? 'No purchase orders match. Clear the search or status to see them all.'
                          : 'No purchase orders yet. Add a vendor, then create the first order.'}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
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
      {dialog.kind === 'vendors' ? (
        <VendorsListDialog onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
      {dialog.kind === 'new' || dialog.kind === 'edit' ? (
        <PurchaseOrderDialog
          order={dialog.kind === 'edit' ? dialog.order : null}
          vendors={vendorRows}
          warehouses={warehouseRows}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {dialog.kind === 'receive' ? (
        <ReceiveDialog order={dialog.order} onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.to === 'Vendor'
            ? 'Send to vendor?'
            : confirming?.to === 'Sent'
              ? 'Mark as sent?'
              : 'Cancel this order?'
        }
        message={
          confirming?.to === 'Vendor'
            ? `${confirming.order.number} will be e-mailed as a PDF to ${confirming.order.vendor.name}, then count as on order and can no longer be edited.`
            : confirming?.to === 'Sent'
              ? `${confirming.order.number} will count as on order and can no longer be edited.`
              : `${confirming?.order.number ?? ''} will be cancelled; what it still expects leaves on order.`
        }
        confirmLabel={
          confirming?.to === 'Vendor'
            ? 'Send to vendor'
            : confirming?.to === 'Sent'
              ? 'Mark sent'
              : 'Cancel order'
        }
        cancelLabel="Back"
        loading={moving.isLoading || sending.isLoading}
        onConfirm={() => void confirmMove()}
        onCancel={() => setConfirming(null)}
      />
      {conflict.dialog}
    </Box>
  );
}
