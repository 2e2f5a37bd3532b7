import { Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import {
  FormField,
  type ItemAttribute,
  type ItemSearchResult,
  LoadFailure,
  messages,
  SelectField,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { type ItemFilterArgs, useZohoItemFilterQuery } from '../api/item-attribute-endpoints';

interface ItemAttributeFilterProps {
  attributes: readonly ItemAttribute[];
  /** Opens an item found here in the values editor. */
  onEdit: (item: ItemSearchResult) => void;
}

const numberOrUndefined = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/**
 * Finds items by an attribute: a range for numbers (400 to 450 W), a value for text and choices;
 * the same filter the item search answers for every list of items.
 */
export function ItemAttributeFilter({ attributes, onEdit }: ItemAttributeFilterProps) {
  const [attributeId, setAttributeId] = useState('');
  const [value, setValue] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [applied, setApplied] = useState<ItemFilterArgs | null>(null);
  const found = useZohoItemFilterQuery(applied ?? { attribute_id: 0 }, { skip: applied === null });
  const attribute = attributes.find((each) => String(each.id) === attributeId);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!attribute) return;
    const args: ItemFilterArgs = { attribute_id: attribute.id };
    if (attribute.type === 'number') {
      const low = numberOrUndefined(min);
      const high = numberOrUndefined(max);
      if (low !== undefined) args.min = low;
      if (high !== undefined) args.max = high;
    } else if (value.trim() !== '') {
      args.value = value.trim();
    }
    setApplied(args);
  };

  return (
    <Box>
      <Flex as="form" onSubmit={apply} gap="3" wrap="wrap" align="end" mb="4">
        <SelectField
          label="Attribute"
          width={{ base: 'full', sm: '56' }}
          value={attributeId}
          onChange={(next) => {
            setAttributeId(next);
            setValue('');
          }}
          placeholder="Choose an attribute"
          options={attributes.map((each) => ({ value: each.id, label: each.name }))}
        />
        {attribute?.type === 'number' ? (
          <>
            <FormField label={`From${attribute.unit ? ` (${attribute.unit})` : ''}`} width="32">
              <Input
                inputMode="decimal"
                value={min}
                onChange={(e) => setMin(e.currentTarget.value)}
              />
            </FormField>
            <FormField label={`To${attribute.unit ? ` (${attribute.unit})` : ''}`} width="32">
              <Input
                inputMode="decimal"
                value={max}
                onChange={(e) => setMax(e.currentTarget.value)}
              />
            </FormField>
          </>
        ) : attribute?.type === 'choice' ? (
          <SelectField
            label="Value"
            width={{ base: 'full', sm: '48' }}
            value={value}
            onChange={setValue}
            placeholder="Any value"
            options={attribute.options.map((option) => ({ value: option, label: option }))}
          />
        ) : attribute ? (
          <FormField label="Value" width={{ base: 'full', sm: '48' }}>
            <Input value={value} onChange={(e) => setValue(e.currentTarget.value)} />
          </FormField>
        ) : null}
        <Button type="submit" variant="outline" disabled={!attribute}>
          Find items
        </Button>
      </Flex>
      {applied === null ? (
        <Text color="fg.muted">Choose an attribute and a value or range, then Find items.</Text>
      ) : found.isError ? (
        <LoadFailure message={messages.failedToSearchItems} onRetry={() => void found.refetch()} />
      ) : found.data === undefined ? (
        // No empty table while the first answer is on its way: it would read as "nothing found".
        <Text color="fg.muted" role="status">
          Finding items…
        </Text>
      ) : found.data.length === 0 ? (
        <Text color="fg.muted">No active item has that value. Give items values above.</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="Items found by attribute">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item number</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {found.data.map((item) => (
                <Table.Row key={item.itemid}>
                  <Table.Cell whiteSpace="nowrap">{item.itemno}</Table.Cell>
                  <Table.Cell>{item.itemdes}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => onEdit(item)}>
                      Edit values
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
