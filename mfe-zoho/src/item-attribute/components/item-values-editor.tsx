import { Box, Button, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  checkItemAttributeValue,
  FormField,
  type ItemAttribute,
  type ItemAttributeValues,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  SelectField,
  serverFieldTextOf,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useZohoItemValuesQuery,
  useZohoItemValuesSaveMutation,
} from '../api/item-attribute-endpoints';

interface ItemValuesEditorProps {
  itemId: number;
  attributes: readonly ItemAttribute[];
}

/** The item's values as the form edits them: every attribute, '' for none. */
function draftOf(values: ItemAttributeValues): Record<number, string> {
  return Object.fromEntries(values.values.map((each) => [each.attribute_id, String(each.value)]));
}

/** One item's attribute values: a field per attribute in its type; an empty field has no value. */
export function ItemValuesEditor({ itemId, attributes }: ItemValuesEditorProps) {
  const values = useZohoItemValuesQuery(itemId);
  if (values.isLoading) return <LoadingState label="Loading the item’s attributes" />;
  if (!values.data) {
    return (
      <LoadFailure
        message={messages.failedToLoadItemValues}
        onRetry={() => void values.refetch()}
      />
    );
  }
  // Keyed by the loaded answer, so a save or another item starts the form again from the server.
  return (
    <ItemValuesForm
      key={`${itemId}:${JSON.stringify(values.data.values)}`}
      itemId={itemId}
      attributes={attributes}
      loaded={values.data}
    />
  );
}

function ItemValuesForm({
  itemId,
  attributes,
  loaded,
}: ItemValuesEditorProps & { loaded: ItemAttributeValues }) {
  const [draft, setDraft] = useState<Record<number, string>>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [save, saving] = useZohoItemValuesSaveMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    const body: { attribute_id: number; value: string | number }[] = [];
    for (const attribute of attributes) {
      const text = (draft[attribute.id] ?? '').trim();
      if (text === '') continue;
      const checked = checkItemAttributeValue(attribute, text);
      if (checked.ok) body.push({ attribute_id: attribute.id, value: checked.value });
      else found[attribute.id] = checked.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save({ itemId, body: { values: body } });
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.itemAttributesSaved);
  };

  const set = (id: number, value: string) => {
    setDraft((current) => ({ ...current, [id]: value }));
    setErrors((current) => ({ ...current, [id]: '' }));
  };

  return (
    <Box as="form" onSubmit={submit} aria-label={`Attributes of ${loaded.itemno}`}>
      <Stack gap="4">
        <Text fontWeight="semibold">
          {loaded.itemno}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {loaded.itemdes}
          </Text>
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {attributes.map((attribute) => {
            const error = errors[attribute.id] || undefined;
            const value = draft[attribute.id] ?? '';
            if (attribute.type === 'choice') {
              return (
                <SelectField
                  key={attribute.id}
                  label={attribute.name}
                  error={error}
                  value={value}
                  onChange={(next) => set(attribute.id, next)}
                  placeholder="No value"
                  options={attribute.options.map((option) => ({ value: option, label: option }))}
                />
              );
            }
            return (
              <FormField key={attribute.id} label={attribute.name} error={error}>
                {attribute.type === 'number' && attribute.unit !== '' ? (
                  <InputGroup endElement={attribute.unit}>
                    <Input
                      inputMode="decimal"
                      value={value}
                      onChange={(event) => set(attribute.id, event.currentTarget.value)}
                    />
                  </InputGroup>
                ) : (
                  <Input
                    inputMode={attribute.type === 'number' ? 'decimal' : 'text'}
                    value={value}
                    onChange={(event) => set(attribute.id, event.currentTarget.value)}
                  />
                )}
              </FormField>
            );
          })}
        </SimpleGrid>
        <Box>
          <Button type="submit" loading={saving.isLoading}>
            Save values
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
