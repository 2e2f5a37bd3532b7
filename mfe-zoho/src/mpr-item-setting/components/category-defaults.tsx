import { Box, Button, Table, Text } from '@chakra-ui/react';
import {
  formatNumber,
  LoadFailure,
  messages,
  type PlanningCategory,
  type PlanningSettings,
} from '@solar/shared';
import { useState } from 'react';
import {
  usePlanningCategoriesQuery,
  usePlanningCategorySaveMutation,
} from '../api/mpr-item-setting-endpoints';
import { PlanningSettingsDialog } from './planning-settings-dialog';

/** The categories (item number prefixes) with their default settings, each editable. */
export function CategoryDefaults() {
  const categories = usePlanningCategoriesQuery();
  const [editing, setEditing] = useState<PlanningCategory | null>(null);
  const [save, saving] = usePlanningCategorySaveMutation();
  if (categories.isError) {
    return (
      <LoadFailure
        message="The categories could not be loaded."
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">
        Category defaults
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        An item without its own settings takes its category&apos;s default. The category is the item
        number&apos;s prefix (MOD, INV, RAIL…).
      </Text>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto">
        <Table.Root size="sm" aria-label="Category defaults">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
              <Table.ColumnHeader>Default</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(categories.data ?? []).map((row) => (
              <Table.Row key={row.category}>
                <Table.Cell fontWeight="medium">{row.category}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.item_count)}</Table.Cell>
                <Table.Cell>
                  {row.settings
                    ? `${row.settings.planned ? 'Planned' : 'Not planned'}, lead time ${formatNumber(row.settings.lead_time_days)} days, MOQ ${formatNumber(row.settings.moq)}`
                    : 'None'}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Edit default of ${row.category}`}
                    onClick={() => setEditing(row)}
                  >
                    Edit default
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {editing ? (
        <PlanningSettingsDialog
          title={`Default of ${editing.category}`}
          mode="whole"
          initial={editing.settings}
          saving={saving.isLoading}
          savedMessage={messages.categoryDefaultSaved}
          onSave={(fields) =>
            save({
              category: editing.category,
              // A whole-mode dialog hands over every field, checked by the full schema.
              body: fields as PlanningSettings,
            })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
