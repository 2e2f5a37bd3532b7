import { Box, Button, Checkbox, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  formatNumber,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  PageHeader,
  Pager,
  pageSizeOf,
  type PlanningItemRow,
  positiveIntegerOf,
  SelectField,
  serverFieldTextOf,
  useListUrlState,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  usePlanningBulkClearMutation,
  usePlanningBulkEditMutation,
  usePlanningCategoriesQuery,
  usePlanningItemsQuery,
} from './api/mpr-item-setting-endpoints';
import { CategoryDefaults } from './components/category-defaults';
import { PlanningSettingsDialog } from './components/planning-settings-dialog';

const { title } = workplaceRouteByPattern('zoho/mpr-item-setting');
const defaultPageSize = 50;

interface SettingsUrlState {
  search: string;
  category: string;
  page: number;
  pageSize: number;
}

const settingsUrlCodec: ListUrlCodec<SettingsUrlState> = {
  parse: (params) => ({
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), defaultPageSize),
  }),
  write: ({ search, category, page, pageSize }) => {
    const params = new URLSearchParams();
    if (search !== '') params.set('search', search);
    if (category !== '') params.set('category', category);
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== defaultPageSize) params.set('page_size', String(pageSize));
    return params;
  },
};

const sourceLabels: Record<PlanningItemRow['source'], string> = {
  item: 'Own',
  category: 'Category default',
  none: 'No settings',
};

/**
 * MPR Item Setting: per item, whether MRP plans it and how (lead time, safety stock, MOQ, order
 * multiple, vendor, warehouse); select rows to set fields on all of them; items without their own
 * settings take their category's default. The reorder point shown is the item's stock setting,
 * kept in one place and set on the Stock page.
 */
export function MprItemSettingPage() {
  const { state, update } = useListUrlState(settingsUrlCodec);
  const list = usePlanningItemsQuery({
    page: state.page,
    page_size: state.pageSize,
    search: state.search,
    category: state.category,
  });
  const categories = usePlanningCategoriesQuery();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState(false);
  const [bulkEdit, bulkSaving] = usePlanningBulkEditMutation();
  const [bulkClear, clearing] = usePlanningBulkClearMutation();
  const rows = list.data?.results ?? [];
  const filter = (change: Partial<SettingsUrlState>) => {
    setSelected(new Set());
    update((current) => ({ ...current, ...change, page: 1 }));
  };
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.item_id));
  const toggle = (itemId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  const clear = async () => {
    const result = await bulkClear({ item_ids: [...selected] });
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.planningSettingsCleared(selected.size));
    setSelected(new Set());
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description={
          <>
            How MRP plans each item. Select items to set fields on all of them at once; an item
            without its own settings takes its category&apos;s default. The reorder point is the
            item&apos;s stock setting, the one the low-stock filter uses: set it on{' '}
            <Link asChild color="fg.info">
              <RouterLink to={workplacePath('logistics/stock')}>Stock</RouterLink>
            </Link>
            .
          </>
        }
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              disabled={selected.size === 0}
              loading={clearing.isLoading}
              onClick={() => void clear()}
            >
              Use category default
            </Button>
            <Button disabled={selected.size === 0} onClick={() => setEditing(true)}>
              Set fields ({formatNumber(selected.size)})
            </Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4" align="center">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by item number or description"
            value={state.search}
            onDebouncedChange={(value) => filter({ search: value })}
          />
        </Box>
        <SelectField
          label="Category"
          hideLabel
          width="48"
          value={state.category}
          onChange={(value) => filter({ category: value })}
          placeholder="All categories"
          options={(categories.data ?? []).map((row) => ({
            value: row.category,
            label: row.category,
          }))}
        />
      </Flex>
      <Stack gap="8">
        {list.isError ? (
          <LoadFailure
            message="The items could not be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Box>
            <LoadingOverlay loading={list.isFetching} label="Loading items">
              <Box borderWidth="1px" borderRadius="md" overflowX="auto">
                <Table.Root size="sm" aria-label="Item planning settings">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="8">
                        <Checkbox.Root
                          checked={allChecked}
                          onCheckedChange={(details) =>
                            setSelected(
                              details.checked === true
                                ? new Set(rows.map((row) => row.item_id))
                                : new Set(),
                            )
                          }
                        >
                          <Checkbox.HiddenInput aria-label="Select every item on this page" />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>Item</Table.ColumnHeader>
                      <Table.ColumnHeader>Settings from</Table.ColumnHeader>
                      <Table.ColumnHeader>Planned</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Lead time</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Safety stock</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">MOQ</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Multiple</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Reorder point</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.item_id}>
                        <Table.Cell>
                          <Checkbox.Root
                            checked={selected.has(row.item_id)}
                            onCheckedChange={(details) =>
                              toggle(row.item_id, details.checked === true)
                            }
                          >
                            <Checkbox.HiddenInput aria-label={`Select ${row.itemno}`} />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                        <Table.Cell minW="48" maxW="80">
                          <Text fontWeight="medium">{row.itemno}</Text>
                          <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.itemdes}>
                            {row.itemdes}
                          </Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          {row.source === 'category'
                            ? `${sourceLabels.category} (${row.category})`
                            : sourceLabels[row.source]}
                        </Table.Cell>
                        {row.settings ? (
                          <>
                            <Table.Cell>{row.settings.planned ? 'Yes' : 'No'}</Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              {formatNumber(row.settings.lead_time_days)} d
                            </Table.Cell>
                            <Table.Cell textAlign="end">
                              {formatNumber(row.settings.safety_stock)}
                            </Table.Cell>
                            <Table.Cell textAlign="end">
                              {formatNumber(row.settings.moq)}
                            </Table.Cell>
                            <Table.Cell textAlign="end">
                              {formatNumber(row.settings.order_multiple)}
                            </Table.Cell>
                          </>
                        ) : (
                          <Table.Cell colSpan={5} color="fg.muted">
                            Not set: select it and set fields, or give {row.category} a default.
                          </Table.Cell>
                        )}
                        <Table.Cell
                          textAlign="end"
                          color={row.reorder_point === null ? 'fg.muted' : undefined}
                        >
                          {row.reorder_point === null ? 'None' : formatNumber(row.reorder_point)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                    {list.isSuccess && rows.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={9}>
                          <Text color="fg.muted" py="4" textAlign="center">
                            {messages.planningSettingsEmpty}
                          </Text>
                        </Table.Cell>
                      </Table.Row>
                    ) : null}
                  </Table.Body>
                </Table.Root>
              </Box>
            </LoadingOverlay>
            {(list.data?.count ?? 0) > 0 ? (
              <Box mt="4">
                <Pager
                  total={list.data!.count}
                  page={state.page}
                  pageSize={state.pageSize}
                  onPageChange={(page) => update((current) => ({ ...current, page }))}
                  onPageSizeChange={(pageSize) => filter({ pageSize })}
                />
              </Box>
            ) : null}
          </Box>
        )}
        <CategoryDefaults />
      </Stack>
      {editing ? (
        <PlanningSettingsDialog
          title={`Set fields on ${formatNumber(selected.size)} items`}
          mode="bulk"
          initial={null}
          saving={bulkSaving.isLoading}
          savedMessage={messages.planningSettingsSaved(selected.size)}
          onSave={(fields) => bulkEdit({ item_ids: [...selected], set: fields })}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Box>
  );
}
