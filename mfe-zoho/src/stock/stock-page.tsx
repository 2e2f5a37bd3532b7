import { Box, Button, Checkbox, Flex, HStack, Table, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  formatNumber,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  PageHeader,
  pageSizeOf,
  positiveIntegerOf,
  SelectField,
  type StockRow,
  stockListDefaultPageSize,
  stockListPageSizes,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useZohoItemAttributeListQuery } from '../item-attribute/api/item-attribute-endpoints';
import { useStockWarehousesQuery } from '../zoho-shared/api/warehouse-endpoints';
import { useStockListQuery } from './api/stock-endpoints';
import { StockCountDialog } from './components/stock-count-dialog';
import { StockHistoryDialog } from './components/stock-history-dialog';
import { StockTransferDialog } from './components/stock-transfer-dialog';

const { title } = workplaceRouteByPattern('logistics/stock');

interface StockListUrlState {
  search: string;
  warehouseId: number | null;
  low: boolean;
  /** One of the Category attribute's options ('' for every category). */
  category: string;
  /** The keyset cursor of the page shown ('' for the first page). */
  after: string;
  pageSize: number;
}

/** The stock list's search, filters, page size and page cursor in the URL. */
const stockListUrlCodec: ListUrlCodec<StockListUrlState> = {
  parse: (params) => ({
    search: params.get('search') ?? '',
    warehouseId: positiveIntegerOf(params.get('warehouse')) ?? null,
    low: params.get('low') === 'true',
    category: params.get('category') ?? '',
    after: params.get('after') ?? '',
    pageSize: pageSizeOf(params.get('page_size'), stockListDefaultPageSize),
  }),
  write: ({ search, warehouseId, low, category, after, pageSize }) => {
    const params = new URLSearchParams();
    if (search !== '') params.set('search', search);
    if (warehouseId !== null) params.set('warehouse', String(warehouseId));
    if (low) params.set('low', 'true');
    if (category !== '') params.set('category', category);
    if (after !== '') params.set('after', after);
    if (pageSize !== stockListDefaultPageSize) params.set('page_size', String(pageSize));
    return params;
  },
};

/**
 * The item stays in view while the figures scroll sideways inside the card on a phone, so a row
 * never loses the name it belongs to.
 */
const stickyItemColumn = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg',
  minW: { base: '36', md: '48' },
  maxW: { base: '40', md: 'none' },
  borderEndWidth: '1px',
} as const;

type Dialog =
  | { kind: 'none' }
  | { kind: 'history'; row: StockRow }
  | { kind: 'transfer'; row: StockRow }
  | { kind: 'count' };

/**
 * Stock Management: every item in every active warehouse (or one warehouse) with on hand,
 * quarantined, reserved, on order and available; an item's movements, transfers and stock counts.
 */
export function StockPage() {
  const { state, update } = useListUrlState(stockListUrlCodec);
  const { search, warehouseId, low, category, after, pageSize } = state;
  const warehouses = useStockWarehousesQuery();
  // Items are put in categories by a choice attribute named Category (Item Attributes page).
  const attributes = useZohoItemAttributeListQuery();
  const categoryAttribute = attributes.data?.find(
    (attribute) =>
      attribute.type === 'choice' && attribute.name.trim().toLowerCase() === 'category',
  );
  const list = useStockListQuery(
    {
      search,
      warehouse_id: warehouseId,
      low,
      category:
        categoryAttribute && category !== ''
          ? { attributeId: categoryAttribute.id, value: category }
          : null,
      after,
      page_size: pageSize,
    },
    // A category from the address waits for its attribute rather than listing everything first.
    { skip: category !== '' && attributes.isLoading },
  );
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const warehouseRows = warehouses.data?.warehouses ?? [];
  const rows = list.data?.results ?? [];
  // A new search or filter starts from the first page.
  const filter = (change: Partial<StockListUrlState>) =>
    update((current) => ({ ...current, ...change, after: '' }));

  return (
    <Box>
      <PageHeader
        title={title}
        description="Quantities on hand in each warehouse, what is reserved for upcoming installations, on order from vendors, and available. Quarantined stock is never available."
        actions={
          <Button onClick={() => setDialog({ kind: 'count' })} disabled={!warehouses.isSuccess}>
            Stock count
          </Button>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4" align="center">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by item number or description"
            value={search}
            onDebouncedChange={(value) => filter({ search: value })}
          />
        </Box>
        <SelectField
          label="Warehouse"
          hideLabel
          width="56"
          value={warehouseId === null ? '' : String(warehouseId)}
          onChange={(value) => filter({ warehouseId: value === '' ? null : Number(value) })}
          placeholder="All active warehouses"
          options={warehouseRows.map((warehouse) => ({
            value: warehouse.id,
            label: warehouse.active ? warehouse.name : `${warehouse.name} (inactive)`,
          }))}
        />
        {categoryAttribute ? (
          <SelectField
            label="Category"
            hideLabel
            width="48"
            value={category}
            onChange={(value) => filter({ category: value })}
            placeholder="All categories"
            options={categoryAttribute.options.map((option) => ({ value: option, label: option }))}
          />
        ) : null}
        <Checkbox.Root
          checked={low}
          onCheckedChange={(details) => filter({ low: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Low stock only</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {list.isError ? (
        <LoadFailure message="The stock could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading stock">
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Stock">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader {...stickyItemColumn}>Item</Table.ColumnHeader>
                  <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">On hand</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Quarantined</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Reserved</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">On order</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={`${row.item_id}:${row.warehouse_id}`}>
                    <Table.Cell {...stickyItemColumn}>
                      <Text fontWeight="medium">{row.itemno}</Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.itemdes}>
                        {row.itemdes}
                      </Text>
                    </Table.Cell>
                    <Table.Cell minW="28">{row.warehouse_name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(row.on_hand)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(row.quarantined)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(row.reserved)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(row.on_order)}</Table.Cell>
                    <Table.Cell
                      textAlign="end"
                      fontWeight="semibold"
                      color={row.low ? 'red.fg' : undefined}
                      title={
                        row.low
                          ? row.reorder_point === null
                            ? 'Nothing available'
                            : `Below the reorder point of ${formatNumber(row.reorder_point)}`
                          : undefined
                      }
                    >
                      {formatNumber(row.available)}
                      {row.low ? ' (low)' : ''}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Movements of ${row.itemno}`}
                          onClick={() => setDialog({ kind: 'history', row })}
                        >
                          Movements
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Transfer ${row.itemno} from ${row.warehouse_name}`}
                          disabled={row.on_hand <= 0}
                          onClick={() => setDialog({ kind: 'transfer', row })}
                        >
                          Transfer
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={8}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {search !== '' || low || warehouseId !== null || category !== ''
                          ? 'No stock matches. Clear the search or filters to see every item.'
                          : 'No items yet. Synchronise items from Zoho Inventory on the Zoho API page.'}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
      <Flex mt="4" gap="3" justify="space-between" wrap="wrap" align="center">
        <SelectField
          label="Rows per page"
          width="40"
          value={String(pageSize)}
          onChange={(value) =>
            update((current) => ({ ...current, pageSize: Number(value), after: '' }))
          }
          options={stockListPageSizes.map((size) => ({ value: size, label: String(size) }))}
        />
        <HStack gap="2">
          <Button
            variant="outline"
            disabled={after === ''}
            onClick={() => update((current) => ({ ...current, after: '' }))}
          >
            First page
          </Button>
          <Button
            variant="outline"
            disabled={!list.data?.next_cursor}
            onClick={() =>
              update((current) => ({ ...current, after: list.data?.next_cursor ?? '' }))
            }
          >
            Next page
          </Button>
        </HStack>
      </Flex>
      {dialog.kind === 'history' ? (
        <StockHistoryDialog
          item={{ id: dialog.row.item_id, itemno: dialog.row.itemno, itemdes: dialog.row.itemdes }}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {dialog.kind === 'transfer' ? (
        <StockTransferDialog
          row={dialog.row}
          warehouses={warehouseRows}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {dialog.kind === 'count' ? (
        <StockCountDialog warehouses={warehouseRows} onClose={() => setDialog({ kind: 'none' })} />
      ) : null}
    </Box>
  );
}
