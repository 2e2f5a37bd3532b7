import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '../components/form-field/select-field';
import { messages } from '../domain';
import type {
  ZohoUpload,
  ZohoUploadColumns,
  ZohoUploadDefaults,
} from '../domain/bom/zoho-upload-schemas';

export interface UploadMappingProps {
  file: ZohoUpload;
  checking: boolean;
  /** What the fields are, in the heading ("Match the file’s columns to lead fields"). */
  title: string;
  help: string;
  onConfirm: (columns: ZohoUploadColumns, defaults: ZohoUploadDefaults) => void;
}

/**
 * The column mapping, guessed from the header, with the file's first rows to judge by. A
 * required field needs a column before the rows are checked; a choice field may name the option
 * of the rows that leave it empty.
 */
export function UploadMapping({ file, checking, title, help, onConfirm }: UploadMappingProps) {
  const [columns, setColumns] = useState<ZohoUploadColumns>(file.columns);
  const [defaults, setDefaults] = useState<ZohoUploadDefaults>(file.defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = file.header.map((name, index) => ({
    value: String(index),
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
    if (Object.keys(found).length === 0) onConfirm(columns, defaults);
  };
  const choiceFields = file.fields.filter((field) => field.options);
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="md" mb="1">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {file.file_name}: {file.total_rows} rows. {help}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {file.fields.map((field) => (
          <SelectField
            key={field.key}
            id={`upload-column-${field.key}`}
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
        {choiceFields.map((field) => (
          <SelectField
            key={`default-${field.key}`}
            id={`upload-default-${field.key}`}
            label={messages.uploadDefaultFor(field.label)}
            value={defaults[field.key] ?? ''}
            onChange={(value) =>
              setDefaults((current) => {
                const next = { ...current };
                if (value === '') delete next[field.key];
                else next[field.key] = value;
                return next;
              })
            }
            placeholder={messages.importNoDefault}
            options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          />
        ))}
      </SimpleGrid>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {messages.importPreviewTitle}
        </Heading>
        <Box borderWidth="1px" borderRadius="md" overflowX="auto" tabIndex={0}>
          <Table.Root size="sm" aria-label={messages.importPreviewTitle}>
            <Table.Header>
              <Table.Row>
                {file.header.map((name, index) => (
                  <Table.ColumnHeader key={index} whiteSpace="nowrap">
                    {name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {file.preview.map((cells, row) => (
                <Table.Row key={row}>
                  {file.header.map((_name, index) => (
                    <Table.Cell key={index} whiteSpace="nowrap">
                      {cells[index] ?? ''}
                    </Table.Cell>
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
