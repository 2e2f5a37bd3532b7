import { Box, Button, Center, Flex, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import {
  type BomHeader,
  bomListDefaultPageSize,
  type BomStatus,
  bomStatuses,
  ConfirmDialog,
  DebouncedSearchInput,
  formatDateTime,
  type ListUrlCodec,
  messages,
  notify,
  PageHeader,
  Pager,
  pageSizeOf,
  positiveIntegerOf,
  SelectField,
  serverFieldTextOf,
  StatusTag,
  useListUrlState,
  useVersionConflict,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BomHeaderDialog } from './components/bom-header-dialog';
import { useZohoBomDeleteMutation, useZohoBomListQuery } from './api/bom-endpoints';

const { title } = workplaceRouteByPattern('zoho/bom');

interface BomListUrlState {
  page: number;
  pageSize: number;
  search: string;
  /** A status, or '' for every status. */
  status: BomStatus | '';
}

const statusOf = (text: string | null): BomStatus | '' =>
  bomStatuses.find((status) => status === text) ?? '';

/** The parts lists' page, page size, search and status in the URL, under the API's names. */
const bomListUrlCodec: ListUrlCodec<BomListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), bomListDefaultPageSize),
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
  }),
  write: ({ page, pageSize, search, status }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== bomListDefaultPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    if (status !== '') params.set('status', status);
    return params;
  },
};

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; bom: BomHeader };

/**
 * The list of parts lists (the spec names it only as the design page's back target): search by
 * description, status filter, pager, create and edit the header, delete an unused one after a
 * confirmation, and open its design.
 */
export function BomListPage() {
  const { state, setFilters, setPage, setPageSize } = useListUrlState(bomListUrlCodec);
  const { page, pageSize, search, status } = state;
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<BomHeader | null>(null);
  const list = useZohoBomListQuery({ page, page_size: pageSize, search, status });
  const [deleteBom, deleting] = useZohoBomDeleteMutation();
  // A header someone changed since the list was shown: reloading shows it before any delete.
  const conflict = useVersionConflict(() => list.refetch());

  useEffect(() => {
    if (list.isError) notify.error(messages.failedToFetchBoms, { id: 'zoho-bom-list' });
  }, [list.isError]);

  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteBom({ id: toDelete.id, version: toDelete.version });
    if ('error' in result && result.error) {
      if (conflict.caught(result.error)) {
        setToDelete(null);
        return;
      }
      notify.error(serverFieldTextOf(result.error, ['message'], messages.failedToDeleteBom));
    } else {
      notify.success(messages.bomDeleted);
      // The last row of a page going away shows the page before it.
      if (rows.length === 1 && page > 1) setPage(page - 1);
    }
    setToDelete(null);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Parts lists (bills of materials) of items from Zoho Inventory. Open a design to add items and compute quantities for a number of panels."
        actions={<Button onClick={() => setDialog({ mode: 'create' })}>New BOM</Button>}
      />
      <Flex gap="3" wrap="wrap" mb="4">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by description"
            value={search}
            onDebouncedChange={(value) => setFilters({ search: value })}
          />
        </Box>
        <SelectField
          label="Status"
          hideLabel
          width="48"
          value={status}
          onChange={(value) => setFilters({ status: statusOf(value) })}
          placeholder="All statuses"
          options={bomStatuses.map((name) => ({ value: name, label: name }))}
        />
      </Flex>
      <Box position="relative" borderWidth="1px" borderRadius="md" overflowX="auto">
        <Table.Root size="sm" aria-label="BOMs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
              <Table.ColumnHeader>Updated</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((bom) => (
              <Table.Row key={bom.id}>
                <Table.Cell>
                  <RouterLink to={workplacePath('zoho/bom/:id/design', { id: bom.id })}>
                    {bom.bomdes}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell>
                  <StatusTag label={bom.bomsts} />
                </Table.Cell>
                <Table.Cell textAlign="end">{bom.line_count}</Table.Cell>
                <Table.Cell>{formatDateTime(bom.updated_at)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={workplacePath('zoho/bom/:id/design', { id: bom.id })}
                        aria-label={`Design ${bom.bomdes}`}
                      >
                        Design
                      </RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Edit ${bom.bomdes}`}
                      onClick={() => setDialog({ mode: 'edit', bom })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete ${bom.bomdes}`}
                      // Only unused lists can go; the API refuses the others too.
                      disabled={bom.line_count > 0}
                      title={bom.line_count > 0 ? messages.apiBomInUse : undefined}
                      onClick={() => setToDelete(bom)}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {list.isSuccess && !list.isFetching && rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="fg.muted" py="4" textAlign="center">
                    No BOMs match.
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
        {list.isFetching ? (
          <Center position="absolute" inset="0" bg="bg/60" role="status" aria-label="Loading BOMs">
            <Spinner size="lg" />
          </Center>
        ) : null}
      </Box>
      {total > 0 ? (
        <Box mt="4">
          <Pager
            total={total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      ) : null}
      {dialog.mode !== 'closed' ? (
        <BomHeaderDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.bom.id}` : 'create'}
          bom={dialog.mode === 'edit' ? dialog.bom : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteItemConfirmTitle}
        message={messages.deleteBomConfirmText}
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {conflict.dialog}
    </Box>
  );
}
