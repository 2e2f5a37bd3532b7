import { Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { LoadFailure, type Vendor } from '@solar/shared';
import { useState } from 'react';
import { usePurchaseOrderVendorsQuery } from '../api/purchase-orders-endpoints';
import { VendorDialog } from './vendor-dialog';

/** The vendors purchase orders go to: a small list with create and edit. */
export function VendorsListDialog({ onClose }: { onClose: () => void }) {
  const vendors = usePurchaseOrderVendorsQuery();
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);
  const rows = vendors.data ?? [];
  return (
    <>
      <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW="calc(100vw - 2rem)">
              <Dialog.Header>
                <Dialog.Title>Vendors</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {vendors.isError ? (
                  <LoadFailure
                    message="The vendors could not be loaded."
                    onRetry={() => void vendors.refetch()}
                  />
                ) : (
                  <Box overflowX="auto" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" aria-label="Vendors">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Name</Table.ColumnHeader>
                          <Table.ColumnHeader>Contact</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Lead time</Table.ColumnHeader>
                          <Table.ColumnHeader>Actions</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {rows.map((vendor) => (
                          <Table.Row key={vendor.id}>
                            <Table.Cell fontWeight="medium">{vendor.name}</Table.Cell>
                            <Table.Cell>
                              {[vendor.contact, vendor.email, vendor.phone]
                                .filter(Boolean)
                                .join(' · ') || '—'}
                            </Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              {vendor.lead_time_days} {vendor.lead_time_days === 1 ? 'day' : 'days'}
                            </Table.Cell>
                            <Table.Cell>
                              <Button
                                size="xs"
                                variant="outline"
                                aria-label={`Edit ${vendor.name}`}
                                onClick={() => setEditing(vendor)}
                              >
                                Edit
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                        {vendors.isSuccess && rows.length === 0 ? (
                          <Table.Row>
                            <Table.Cell colSpan={4}>
                              <Text color="fg.muted" py="4" textAlign="center">
                                No vendors yet. Add the first one to start ordering.
                              </Text>
                            </Table.Cell>
                          </Table.Row>
                        ) : null}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setEditing('new')}>
                  New vendor
                </Button>
                <Button onClick={onClose}>Close</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {editing !== null ? (
        <VendorDialog
          vendor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
