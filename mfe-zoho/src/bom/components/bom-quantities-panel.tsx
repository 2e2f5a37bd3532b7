import { Box, Heading, HStack, Input, Table, Text } from '@chakra-ui/react';
import {
  type BomDetail,
  bomLineQuantity,
  type BomProposalSource,
  FormField,
  messages,
  panelCountSchema,
} from '@solar/shared';
import { useId, useState } from 'react';
import { ProposalSourceSelect } from './proposal-source-select';

interface BomQuantitiesPanelProps {
  lines: readonly BomDetail[];
}

/**
 * "Quantities for N panels" (beyond the spec): the parts a design with the typed number of
 * panels needs, computed in the browser from the lines already loaded by the shared
 * `bomLineQuantity` rule (whole parts, rounded up). Recomputed as the user types. The count can also come from a saved
 * proposal (its presenter design's panels); typing a count of one's own drops that choice, so the
 * table never claims a proposal it no longer matches.
 */
export function BomQuantitiesPanel({ lines }: BomQuantitiesPanelProps) {
  const inputId = useId();
  const sourceId = useId();
  const [text, setText] = useState('');
  const [source, setSource] = useState<BomProposalSource | null>(null);
  const parsed = text.trim() === '' ? null : panelCountSchema.safeParse(text.trim());
  const panels = parsed?.success ? parsed.data : null;

  return (
    <Box
      as="section"
      aria-labelledby={`${inputId}-heading`}
      mt="8"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="md" id={`${inputId}-heading`} mb="3">
        Quantities for N panels
      </Heading>
      <HStack align="flex-start" gap="4" mb="3">
        <FormField
          label="Number of panels"
          htmlFor={inputId}
          error={parsed !== null && !parsed.success ? messages.enterPanelCount : undefined}
          maxW="xs"
        >
          <Input
            id={inputId}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setSource(null);
            }}
          />
        </FormField>
        <FormField label="From a saved proposal" htmlFor={sourceId} maxW="md">
          <ProposalSourceSelect
            id={sourceId}
            value={source}
            onChange={(next) => {
              setSource(next);
              if (next) setText(String(next.panel_count));
            }}
          />
        </FormField>
      </HStack>
      {source && panels !== null ? (
        <Text fontSize="sm" mb="2">
          Panel count of {source.deal_name}, {source.version_name}.
        </Text>
      ) : null}
      {panels === null ? (
        <Text color="fg.muted" fontSize="sm">
          Type a number of panels to see how many of each item the design needs.
        </Text>
      ) : lines.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          This BOM has no items yet.
        </Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={`Quantities for ${panels} panels`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item No</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Calculation Method</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{line.itemno}</Table.Cell>
                  <Table.Cell>{line.itemdes}</Table.Cell>
                  <Table.Cell>{line.calculationmethod}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {bomLineQuantity(
                      line.calculationmethod,
                      line.parameter,
                      line.denominator,
                      panels,
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
