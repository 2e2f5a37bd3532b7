import { Box, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  optionalResultLineKeys,
  optionalResultLines,
  orderedResultLineKeys,
  resultLineSpecs,
  type OptionalResultLine,
  type ProgramProposalDesign,
  type ResultLineKey,
} from '@solar/shared';

interface ResultLinesChooserProps {
  design: ProgramProposalDesign;
  readOnly: boolean;
  onChange: (next: Partial<ProgramProposalDesign>) => void;
}

const groups = [
  { group: 'system', title: 'System lines' },
  { group: 'cost', title: 'Cost lines' },
] as const;

/** The optional choice behind a results line; null: a cost line every document shows. */
function optionalLineOf(key: ResultLineKey): OptionalResultLine | null {
  return optionalResultLines.find((line) => optionalResultLineKeys[line] === key) ?? null;
}

/**
 * Which results lines the customer document shows and in which order, the system's and the
 * cost's each in their own table: a line moves up or down within its table; the cost and its
 * totals always show, so a customer never reads a price without its tax and rebate.
 */
export function ResultLinesChooser({ design, readOnly, onChange }: ResultLinesChooserProps) {
  const order = orderedResultLineKeys(design);
  const move = (key: ResultLineKey, by: -1 | 1) => {
    const group = resultLineSpecs.find((spec) => spec.key === key)?.group;
    const peers = order.filter(
      (entry) => resultLineSpecs.find((spec) => spec.key === entry)?.group === group,
    );
    const other = peers[peers.indexOf(key) + by];
    if (!other) return;
    const next = [...order];
    next[order.indexOf(key)] = other;
    next[order.indexOf(other)] = key;
    onChange({ result_line_order: next });
  };
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="sm" fontWeight="medium">
          Results lines the customer document shows, in order
        </Text>
        <Text fontSize="xs" color="fg.muted">
          The panels, the system size, the cost, its tax, the rebate and the totals always show.
        </Text>
      </Box>
      {groups.map(({ group, title }) => {
        const keys = order.filter(
          (key) => resultLineSpecs.find((spec) => spec.key === key)?.group === group,
        );
        return (
          <Box key={group} as="section" aria-label={title}>
            <Text fontSize="xs" color="fg.muted" mb="1">
              {title}
            </Text>
            <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
              {keys.map((key, index) => {
                const label = (
                  resultLineSpecs.find((spec) => spec.key === key)?.label ?? key
                ).replace(/\*$/, '');
                const optional = optionalLineOf(key);
                return (
                  <HStack as="li" key={key} gap="2" justify="space-between" minH="8">
                    <Checkbox.Root
                      size="sm"
                      disabled={readOnly || optional === null}
                      checked={optional === null || design.shown_result_lines.includes(optional)}
                      onCheckedChange={(details) => {
                        if (optional === null) return;
                        onChange({
                          shown_result_lines:
                            details.checked === true
                              ? [...design.shown_result_lines, optional]
                              : design.shown_result_lines.filter((line) => line !== optional),
                        });
                      }}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{label}</Checkbox.Label>
                    </Checkbox.Root>
                    {readOnly ? null : (
                      <HStack gap="1" flexShrink={0}>
                        <IconButton
                          size="xs"
                          variant="outline"
                          aria-label={`Move ${label} up`}
                          disabled={index === 0}
                          onClick={() => move(key, -1)}
                        >
                          ↑
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="outline"
                          aria-label={`Move ${label} down`}
                          disabled={index === keys.length - 1}
                          onClick={() => move(key, 1)}
                        >
                          ↓
                        </IconButton>
                      </HStack>
                    )}
                  </HStack>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
