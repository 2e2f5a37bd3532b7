import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  FormField,
  type ItemAttribute,
  type ItemSearchResult,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  PageHeader,
  serverFieldTextOf,
  useVersionConflict,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import {
  useZohoItemAttributeDeleteMutation,
  useZohoItemAttributeListQuery,
} from './api/item-attribute-endpoints';
import { AttributeItemSelect } from './components/attribute-item-select';
import { ItemAttributeDialog } from './components/item-attribute-dialog';
import { ItemAttributeFilter } from './components/item-attribute-filter';
import { ItemValuesEditor } from './components/item-values-editor';
import { attributeKindLabel } from './utils/attribute-kind-label';

const { title } = workplaceRouteByPattern('zoho/item-attribute');

type DialogState =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; attribute: ItemAttribute };

/**
 * Item attributes: the typed definitions (text, number with a unit, choice), an item's values,
 * and the items that have a value or a value in a range.
 */
export function ItemAttributePage() {
  const list = useZohoItemAttributeListQuery();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<ItemAttribute | null>(null);
  const [item, setItem] = useState<ItemSearchResult | null>(null);
  const [deleteAttribute, deleting] = useZohoItemAttributeDeleteMutation();
  const conflict = useVersionConflict(() => list.refetch());
  const attributes = list.data ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteAttribute({ id: toDelete.id, version: toDelete.version });
    setToDelete(null);
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.attributeDeleted);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Typed facts about items (rated power, width, warranty, category). Parts lists and planning find items by them."
        actions={<Button onClick={() => setDialog({ mode: 'create' })}>New attribute</Button>}
      />
      {list.isLoading ? (
        <LoadingState label="Loading item attributes" />
      ) : list.isError ? (
        <LoadFailure
          message={messages.failedToLoadItemAttributes}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Stack gap="8">
          <Box as="section" aria-labelledby="attribute-definitions">
            <Heading as="h2" size="md" mb="3" id="attribute-definitions">
              Attributes
            </Heading>
            {attributes.length === 0 ? (
              <Text color="fg.muted">
                No attributes yet. Add one with New attribute, for example Rated power in W.
              </Text>
            ) : (
              <Box borderWidth="1px" borderRadius="md" overflowX="auto">
                <Table.Root size="sm" aria-label="Item attributes">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Name</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Type</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
                      <Table.ColumnHeader>Actions</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {attributes.map((attribute) => (
                      <Table.Row key={attribute.id}>
                        <Table.Cell>
                          <Text fontWeight="semibold">{attribute.name}</Text>
                          {/* On a phone the type goes under the name, so the row fits. */}
                          <Text hideFrom="md" color="fg.muted" fontSize="xs">
                            {attributeKindLabel(attribute)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell hideBelow="md">{attributeKindLabel(attribute)}</Table.Cell>
                        <Table.Cell textAlign="end">{attribute.item_count}</Table.Cell>
                        <Table.Cell>
                          <HStack gap="2">
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={`Edit ${attribute.name}`}
                              onClick={() => setDialog({ mode: 'edit', attribute })}
                            >
                              Edit
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`Delete ${attribute.name}`}
                              onClick={() => setToDelete(attribute)}
                            >
                              Delete
                            </Button>
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Box>
          <Box as="section" aria-labelledby="item-values">
            <Heading as="h2" size="md" mb="3" id="item-values">
              An item’s values
            </Heading>
            <FormField label="Item" htmlFor="attribute-item" width="full" maxW="xl" mb="4">
              <Box width="full">
                <AttributeItemSelect id="attribute-item" value={item} onChange={setItem} />
              </Box>
            </FormField>
            {item === null ? (
              <Text color="fg.muted">Search for an item to see and change its values.</Text>
            ) : attributes.length === 0 ? (
              <Text color="fg.muted">Add an attribute first; then give this item its value.</Text>
            ) : (
              <ItemValuesEditor itemId={item.itemid} attributes={attributes} />
            )}
          </Box>
          <Box as="section" aria-labelledby="items-by-attribute">
            <Heading as="h2" size="md" mb="3" id="items-by-attribute">
              Find items by attribute
            </Heading>
            <ItemAttributeFilter attributes={attributes} onEdit={setItem} />
          </Box>
        </Stack>
      )}
      {dialog.mode !== 'closed' ? (
        <ItemAttributeDialog
          attribute={dialog.mode === 'edit' ? dialog.attribute : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete attribute"
        message={
          toDelete ? messages.deleteAttributeConfirm(toDelete.name, toDelete.item_count) : ''
        }
        confirmLabel="Delete"
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {conflict.dialog}
    </Box>
  );
}
