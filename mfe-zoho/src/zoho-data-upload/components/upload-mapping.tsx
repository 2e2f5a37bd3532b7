import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { messages, SelectField, type ZohoUpload, type ZohoUploadColumns } from '@solar/shared';
import { useState } from 'react';

interface UploadMappingProps {
  file: ZohoUpload;
  checking: boolean;
  onConfirm: (columns: ZohoUploadColumns) => void;
}

/**
 * The column mapping, guessed from the header, with the file's first rows to judge by. A
 * required field needs a column before the rows are checked.
 */
export function UploadMapping({ file, checking, onConfirm }: UploadMappingProps) {
  const [columns, setColumns] = useState<ZohoUploadColumns>(file.columns);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = file.header.map((name, index) => ({
    value: index,
    label: name || `Column ${index + 1}`,
  }));
  const confirm = () => {
    const found: Record<string, string> = {};
    for (const field of file.fields) {
      if (field.required && (columns[field.key] ?? null) === null) {
        found[field.key] = messages.uploadColumnRequired(field.label);
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(columns);
  };
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="md" mb="1">
          Match the file’s columns to item fields
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {file.file_name}: {file.total_rows} rows. Attribute columns are optional; an empty cell
          leaves the item’s value as it is.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {file.fields.map((field) => (
          <SelectField
            key={field.key}
            label={field.label}
            required={field.required}
            error={errors[field.key]}
            value={columns[field.key] == null ? '' : String(columns[field.key])}
            onChange={(value) => {
              setColumns((current) => ({
                ...current,
                [field.key]: value === '' ? null : Number(value),
              }));
              setErrors((current) => ({ ...current, [field.key]: '' }));
            }}
            placeholder={messages.importColumnNotMapped}
            options={options}
          />
        ))}
      </SimpleGrid>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {messages.importPreviewTitle}
        </Heading>
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label="First rows of the file">
            <Table.Header>
              <Table.Row>
                {file.header.map((name, index) => (
                  <Table.ColumnHeader key={index}>{name}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {file.preview.map((cells, row) => (
                <Table.Row key={row}>
                  {file.header.map((_name, index) => (
                    <Table.Cell key={index}>{cells[index] ?? ''}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
      <Box>
        <Button onClick={confirm} loading={checking}>
          {messages.importCheckRows}
        </Button>
      </Box>
    </Stack>
  );
}
