import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  formatDate,
  formatNumber,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  ncmDefaultPageSize,
  type NcmSource,
  ncmSourceLabels,
  ncmSources,
  type NcmStatus,
  ncmStatuses,
  PageHeader,
  Pager,
  pageSizeOf,
  positiveIntegerOf,
  SelectField,
  StatusTag,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useStockWarehousesQuery } from '../zoho-shared/api/warehouse-endpoints';
import { useNcmListQuery } from './api/ncm-inventory-endpoints';
import { NcmCreateDialog } from './components/ncm-create-dialog';
import { NcmRecordDialog } from './components/ncm-record-dialog';

// The route keeps the original path `ncrinventory`; the catalogue titles it NCM Inventory.
const { title } = workplaceRouteByPattern('logistics/ncrinventory');

interface NcmListUrlState {
  page: number;
  pageSize: number;
  search: string;
  status: NcmStatus | '';
  source: NcmSource | '';
  warehouseId: number | null;
  /** The record open in the dialog ('new' for the creation form), so a link can show it. */
  open: number | 'new' | null;
}

const statusOf = (text: string | null): NcmStatus | '' =>
  ncmStatuses.find((status) => status === text) ?? '';
const sourceOf = (text: string | null): NcmSource | '' =>
  ncmSources.find((source) => source === text) ?? '';

const ncmListUrlCodec: ListUrlCodec<NcmListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), ncmDefaultPageSize),
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
    source: sourceOf(params.get('source')),
    warehouseId: positiveIntegerOf(params.get('warehouse')) ?? null,
    open:
      params.get('record') === 'new' ? 'new' : (positiveIntegerOf(params.get('record')) ?? null),
  }),
  write: ({ page, pageSize, search, status, source, warehouseId, open }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== ncmDefaultPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    if (status !== '') params.set('status', status);
    if (source !== '') params.set('source', source);
    if (warehouseId !== null) params.set('warehouse', String(warehouseId));
    if (open !== null) params.set('record', String(open));
    return params;
  },
};

/**
 * NCM Inventory: material that arrived damaged, came back from an installation or was found bad
 * in a count, held in quarantine (never available) until it is returned to the vendor, repaired
 * back into stock or scrapped.
 */
export function NcmInventoryPage() {
  const { state, update, setFilters, setPage, setPageSize } = useListUrlState(ncmListUrlCodec);
  const { page, pageSize, search, status, source, warehouseId, open } = state;
  const list = useNcmListQuery({
    page,
    page_size: pageSize,
    search,
    status,
    source,
    warehouse_id: warehouseId,
  });
  const warehouses = useStockWarehousesQuery();
  const warehouseRows = warehouses.data?.warehouses ?? [];
  const rows = list.data?.results ?? [];
  const filtered = search !== '' || status !== '' || source !== '' || warehouseId !== null;
  const show = (record: number | 'new' | null) =>
    update((current) => ({ ...current, open: record }));

  return (
    <Box>
      <PageHeader
        title={title}
        description="Non-conforming material: parts received damaged, returned from an installation or found bad in a count. Their quantity stays in quarantine, never available, until they are returned to the vendor, repaired back into stock or scrapped."
        actions={
          <Button onClick={() => show('new')} disabled={!warehouses.isSuccess}>
            Record material
          </Button>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by item, description or NCM number"
            value={search}
            onDebouncedChange={(value) => setFilters({ search: value })}
          />
        </Box>
        <SelectField
          label="Status"
          hideLabel
          width={{ base: 'full', sm: '48' }}
          value={status}
          onChange={(value) => setFilters({ status: statusOf(value) })}
          placeholder="All statuses"
          options={ncmStatuses.map((name) => ({ value: name, label: name }))}
        />
        <SelectField
          label="Source"
          hideLabel
          width={{ base: 'full', sm: '48' }}
          value={source}
          onChange={(value) => setFilters({ source: sourceOf(value) })}
          placeholder="All sources"
          options={ncmSources.map((value) => ({ value, label: ncmSourceLabels[value] }))}
        />
        <SelectField
          label="Warehouse"
          hideLabel
          width={{ base: 'full', sm: '56' }}
          value={warehouseId === null ? '' : String(warehouseId)}
          onChange={(value) => setFilters({ warehouseId: value === '' ? null : Number(value) })}
          placeholder="All warehouses"
          options={warehouseRows.map((warehouse) => ({
            value: warehouse.id,
            label: warehouse.name,
          }))}
        />
      </Flex>
      {list.isError ? (
        <LoadFailure
          message="The non-conformance records could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading non-conformance records">
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Non-conformance records">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Record</Table.ColumnHeader>
                  <Table.ColumnHeader>Item</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                  <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
                  <Table.ColumnHeader>Source</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Recorded</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell whiteSpace="nowrap">
                      <Button
                        variant="plain"
                        size="sm"
                        px="0"
                        color="colorPalette.fg"
                        textDecoration="underline"
                        onClick={() => show(row.id)}
                        aria-label={`Open ${row.number}, ${row.item.itemno}`}
                      >
                        {row.number}
                      </Button>
                    </Table.Cell>
                    <Table.Cell minW="40">
                      <Text fontWeight="medium">{row.item.itemno}</Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.description}>
                        {row.description || row.item.itemdes}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(row.quantity)}</Table.Cell>
                    <Table.Cell>{row.warehouse.name}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {ncmSourceLabels[row.source]}
                      {row.purchase_order ? (
                        <Text fontSize="xs" color="fg.muted">
                          {row.purchase_order.number}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusTag label={row.status} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(row.created_at)}</Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={7}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {filtered
                          ? 'No records match. Clear the search or filters to see them all.'
                          : 'No non-conforming material. Damaged items received on a purchase order appear here; use Record material for returns from installations and bad stock found in a count.'}
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
      {open === 'new' && warehouses.isSuccess ? (
        <NcmCreateDialog
          warehouses={warehouseRows}
          onClose={() => show(null)}
          onCreated={(id) => show(id)}
        />
      ) : null}
      {typeof open === 'number' ? <NcmRecordDialog id={open} onClose={() => show(null)} /> : null}
    </Box>
  );
}
