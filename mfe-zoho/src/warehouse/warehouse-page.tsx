import { Box, Button, Table, Text } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingOverlay,
  PageHeader,
  StatusTag,
  type Warehouse,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useStockWarehousesQuery } from '../zoho-shared/api/warehouse-endpoints';
import { WarehouseDialog } from './components/warehouse-dialog';

const { title } = workplaceRouteByPattern('zoho/warehouse');

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; warehouse: Warehouse };

/** The warehouses stock is kept in: list, create, edit, deactivate, negative stock. */
export function WarehousePage() {
  const list = useStockWarehousesQuery();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const rows = list.data?.warehouses ?? [];

  return (
    <Box>
      <PageHeader
        title={title}
        description="The places stock is kept. At least one warehouse stays active; only an administrator may let a warehouse's stock go below zero."
        actions={<Button onClick={() => setDialog({ mode: 'create' })}>New warehouse</Button>}
      />
      {list.isError ? (
        <LoadFailure
          message="The warehouses could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading warehouses">
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Warehouses">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Negative stock</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((warehouse) => (
                  <Table.Row key={warehouse.id}>
                    <Table.Cell fontWeight="medium">{warehouse.name}</Table.Cell>
                    <Table.Cell>{warehouse.address || '—'}</Table.Cell>
                    <Table.Cell>
                      <StatusTag label={warehouse.active ? 'Active' : 'Inactive'} />
                    </Table.Cell>
                    <Table.Cell>{warehouse.allow_negative ? 'Allowed' : 'Refused'}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${warehouse.name}`}
                        onClick={() => setDialog({ mode: 'edit', warehouse })}
                      >
                        Edit
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={5}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        No warehouse yet. Create one to start keeping stock.
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
      {dialog.mode !== 'closed' ? (
        <WarehouseDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.warehouse.id}` : 'create'}
          warehouse={dialog.mode === 'edit' ? dialog.warehouse : null}
          mayAllowNegative={list.data?.may_allow_negative ?? false}
          onClose={() => setDialog({ mode: 'closed' })}
          onReload={() => void list.refetch()}
        />
      ) : null}
    </Box>
  );
}
