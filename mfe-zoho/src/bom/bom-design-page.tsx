import {
  Box,
  Button,
  Center,
  DataList,
  Flex,
  Heading,
  HStack,
  Spinner,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  bomTableMaxHeightPx,
  ConfirmDialog,
  messages,
  notify,
  StatusTag,
  type BomDetail,
  useVersionConflict,
  workplacePath,
} from '@solar/shared';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BomDetailDialog } from './components/bom-detail-dialog';
import { BomQuantitiesPanel } from './components/bom-quantities-panel';
import { useWholeRowsHeight } from './hooks/use-whole-rows-height';
import {
  useZohoBomDetailDeleteMutation,
  useZohoBomDetailsQuery,
  useZohoBomQuery,
} from './api/bom-endpoints';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; detail: BomDetail };

/**
 * BOM details and design: Back to BOM List, "BOM Design - {description}"
 * (Loading... until loaded), Description and Status, Add Item, the lines table by item number, the
 * Add/Edit dialog and the Warning confirmation before a delete; plus the quantities panel.
 */
export function BomDesignPage() {
  const navigate = useNavigate();
  const params = useParams();
  const bomId = Number(params.id);
  const validId = Number.isInteger(bomId) && bomId > 0;
  const header = useZohoBomQuery(bomId, { skip: !validId });
  const details = useZohoBomDetailsQuery(bomId, { skip: !validId });
  const [deleteDetail, deleting] = useZohoBomDetailDeleteMutation();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<BomDetail | null>(null);
  // A line someone changed since it was shown: reloading shows their change before any delete.
  const conflict = useVersionConflict(() => details.refetch());

  const failed = !validId || header.isError || details.isError;
  useEffect(() => {
    if (failed) notify.error(messages.failedToFetchBomData, { id: `zoho-bom-${params.id}` });
  }, [failed, params.id]);

  // The lines arrive through the store, whose updates React renders in one go; deferred, the
  // table's rows (a dozen Chakra components each) are rendered in slices after the urgent update,
  // so a long BOM makes no long task. Until then the previous lines and the spinner stay.
  const shownDetails = useDeferredValue(details.data);
  const rowsPending = shownDetails !== details.data;
  const lines = useMemo(
    () =>
      [...(shownDetails ?? [])].sort((a, b) =>
        a.itemno < b.itemno ? -1 : a.itemno > b.itemno ? 1 : a.id - b.id,
      ),
    [shownDetails],
  );
  const bom = header.data;

  // The table's box stops at a whole row, and a line just added is brought into view (it sorts
  // by item number, so it may land below the box's edge) and marked until the next one.
  const tableBox = useRef<HTMLDivElement>(null);
  const tableHeight = useWholeRowsHeight(tableBox, bomTableMaxHeightPx, lines);
  const [addedId, setAddedId] = useState<number | null>(null);
  useEffect(() => {
    if (addedId === null) return;
    const row = tableBox.current?.querySelector(`[data-line-id="${addedId}"]`);
    row?.scrollIntoView({ block: 'nearest' });
  }, [addedId, lines]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteDetail({
      bomId,
      detailId: toDelete.id,
      version: toDelete.version,
    });
    if ('error' in result && result.error) {
      if (!conflict.caught(result.error)) notify.error(messages.failedToDeleteItem);
    } else {
      notify.success(messages.itemDeleted);
    }
    setToDelete(null);
  };

  return (
    <Box>
      <Flex as="header" direction="column" align="flex-start" gap="3" mb="6">
        <Button variant="outline" size="sm" onClick={() => navigate(workplacePath('zoho/bom'))}>
          Back to BOM List
        </Button>
        <Heading as="h1" size="2xl">
          BOM Design - {bom ? bom.bomdes : 'Loading...'}
        </Heading>
      </Flex>

      {failed ? (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="md"
          p="4"
          mb="6"
        >
          <Text>{messages.failedToFetchBomData}</Text>
          {validId ? (
            <Button
              mt="3"
              size="sm"
              onClick={() => {
                void header.refetch();
                void details.refetch();
              }}
            >
              Retry
            </Button>
          ) : null}
        </Box>
      ) : null}

      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap" mb="4">
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel>Description</DataList.ItemLabel>
            <DataList.ItemValue>{bom?.bomdes ?? '…'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>{bom ? <StatusTag label={bom.bomsts} /> : '…'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Button onClick={() => setDialog({ mode: 'add' })} disabled={!bom}>
          Add Item
        </Button>
      </Flex>

      <Box
        ref={tableBox}
        position="relative"
        maxH={`${tableHeight}px`}
        overflowY="auto"
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
      >
        <Table.Root size="sm" stickyHeader aria-label="BOM items">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>SN</Table.ColumnHeader>
              <Table.ColumnHeader>Item No</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Calculation Method</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Parameter</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Denominator</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line, index) => (
              <Table.Row
                key={line.id}
                data-line-id={line.id}
                bg={line.id === addedId ? 'brand.subtle' : undefined}
                // One line of text per row keeps every row the same height, so the box's edge
                // falls between two rows.
                whiteSpace="nowrap"
              >
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>{line.itemno}</Table.Cell>
                <Table.Cell maxW="md" truncate title={line.itemdes}>
                  {line.itemdes}
                </Table.Cell>
                <Table.Cell>{line.calculationmethod}</Table.Cell>
                <Table.Cell textAlign="end">{line.parameter}</Table.Cell>
                <Table.Cell textAlign="end">{line.denominator}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Edit ${line.itemno}`}
                      onClick={() => setDialog({ mode: 'edit', detail: line })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete ${line.itemno}`}
                      onClick={() => setToDelete(line)}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {!details.isFetching && !rowsPending && shownDetails?.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text color="fg.muted" py="4" textAlign="center">
                    No items yet. Use Add Item to add the first one.
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
        {header.isFetching || details.isFetching || rowsPending ? (
          <Center
            position="absolute"
            inset="0"
            bg="bg/60"
            role="status"
            aria-label="Loading BOM items"
          >
            <Spinner size="lg" />
          </Center>
        ) : null}
      </Box>

      {/* Shown with the first rows (or once the lines have failed): rendered earlier it would sit
          under a header-only table and jump down when the rows arrive (a layout shift the size of
          the table). Later refetches keep it, and what was typed in it. */}
      {shownDetails !== undefined || (!details.isLoading && details.data === undefined) ? (
        <BomQuantitiesPanel lines={lines} />
      ) : null}

      {dialog.mode !== 'closed' ? (
        <BomDetailDialog
          // A new key per opening: the form starts from the line (or the defaults) every time.
          key={dialog.mode === 'edit' ? `edit-${dialog.detail.id}` : 'add'}
          bomId={bomId}
          detail={dialog.mode === 'edit' ? dialog.detail : null}
          onAdded={(added) => setAddedId(added.id)}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteItemConfirmTitle}
        message={messages.deleteItemConfirmText}
        confirmLabel="Yes"
        cancelLabel="No"
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {conflict.dialog}
    </Box>
  );
}
