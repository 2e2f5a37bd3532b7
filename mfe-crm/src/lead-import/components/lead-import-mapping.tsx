import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  type LeadImport,
  type LeadImportColumns,
  type LeadImportField,
  leadImportFields,
  leadInterests,
  leadSources,
  messages,
  SelectField,
} from '@solar/shared';
import { useState } from 'react';
import { leadImportFieldLabels } from '../utils/lead-import-field-labels';

interface LeadImportMappingProps {
  file: LeadImport;
  checking: boolean;
  onConfirm: (mapping: {
    columns: LeadImportColumns;
    default_source: (typeof leadSources)[number] | null;
    default_interest: (typeof leadInterests)[number] | null;
  }) => void;
}

const notMapped = '';
const needsName = (columns: LeadImportColumns) =>
  columns.full_name == null && (columns.first_name == null || columns.last_name == null);

/** The mapping step: one column of the file per lead field, with the first rows to judge by. */
export function LeadImportMapping({ file, checking, onConfirm }: LeadImportMappingProps) {
  const [columns, setColumns] = useState<LeadImportColumns>(file.mapping.columns);
  const [source, setSource] = useState<string>(file.mapping.default_source ?? '');
  const [interest, setInterest] = useState<string>(file.mapping.default_interest ?? '');
  const columnOptions = [
    { value: notMapped, label: messages.importColumnNotMapped },
    ...file.header.map((name, index) => ({
      value: String(index),
      label: name === '' ? `#${index + 1}` : name,
    })),
  ];
  const setColumn = (field: LeadImportField, value: string) =>
    setColumns((current) => ({ ...current, [field]: value === notMapped ? null : Number(value) }));
  const nameMissing = needsName(columns);
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h3" size="sm">
          {messages.importMappingTitle}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {messages.importMappingHelp}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        {leadImportFields.map((field) => (
          <SelectField
            key={field}
            id={`lead-import-${field}`}
            label={leadImportFieldLabels[field]}
            value={columns[field] == null ? notMapped : String(columns[field])}
            onChange={(value) => setColumn(field, value)}
            options={columnOptions}
            error={
              nameMissing && (field === 'full_name' || field === 'first_name')
                ? messages.importMappingNeedsName
                : undefined
            }
          />
        ))}
        <SelectField
          id="lead-import-default-source"
          label={messages.importDefaultSource}
          value={source}
          onChange={setSource}
          placeholder={messages.importNoDefault}
          options={leadSources.map((value) => ({ value, label: value }))}
        />
        <SelectField
          id="lead-import-default-interest"
          label={messages.importDefaultInterest}
          value={interest}
          onChange={setInterest}
          placeholder={messages.importNoDefault}
          options={leadInterests.map((value) => ({ value, label: value }))}
        />
      </SimpleGrid>
      <Stack gap={2}>
        <Heading as="h3" size="sm">
          {messages.importPreviewTitle}
        </Heading>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0}>
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
              {file.preview.map((row, rowIndex) => (
                <Table.Row key={rowIndex}>
                  {file.header.map((_name, index) => (
                    <Table.Cell key={index} whiteSpace="nowrap">
                      {row[index] ?? ''}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
      <Box>
        <Button
          colorPalette="blue"
          loading={checking}
          disabled={nameMissing}
          onClick={() =>
            onConfirm({
              columns,
              default_source: (source || null) as (typeof leadSources)[number] | null,
              default_interest: (interest || null) as (typeof leadInterests)[number] | null,
            })
          }
        >
          {messages.importCheckRows}
        </Button>
      </Box>
    </Stack>
  );
}
