import { Box, Checkbox, Link as ChakraLink, Stack, Switch, Text } from '@chakra-ui/react';
import { noPaymentLinesText, workplacePath, type ProgramTerms } from '@solar/shared';
import { useId } from 'react';
import { Link } from 'react-router';

interface PaymentLinesChooserProps {
  programId: number;
  terms: ProgramTerms;
  readOnly: boolean;
  onChange: (next: Partial<ProgramTerms['proposal_design']>) => void;
}

/**
 * Whether the customer document lists the plan's payment lines, and which of them: one checkbox
 * per line of the version's plan, named by its label as the document prints it.
 */
export function PaymentLinesChooser({
  programId,
  terms,
  readOnly,
  onChange,
}: PaymentLinesChooserProps) {
  const design = terms.proposal_design;
  const hidden = design.hidden_payment_lines ?? [];
  const lines = terms.payment_plan.lines;
  // Two lines may share a label; one checkbox stands for both, as the document hides both.
  const labels = [...new Set(lines.map((line) => line.label))];
  const headingId = useId();
  return (
    <Stack gap="2">
      <Box>
        <Text id={headingId} fontSize="sm" fontWeight="medium">
          Payment lines the customer document shows
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Each line of the payment plan, by the name the document prints.
        </Text>
      </Box>
      <Switch.Root
        disabled={readOnly}
        checked={design.show_payment_lines}
        onCheckedChange={(details) => onChange({ show_payment_lines: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Show the payment lines</Switch.Label>
      </Switch.Root>
      {labels.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          The payment plan has no lines: while they show, the document says &ldquo;
          {noPaymentLinesText}&rdquo; Lines are added on the program&apos;s{' '}
          <ChakraLink asChild color="blue.fg">
            <Link
              to={workplacePath('crm/deal-program-design/:dealProgramId', {
                dealProgramId: programId,
              })}
            >
              prices and versions
            </Link>
          </ChakraLink>
          .
        </Text>
      ) : (
        <Box role="group" aria-labelledby={headingId}>
          <Stack gap="1">
            {labels.map((label) => (
              <Checkbox.Root
                key={label}
                size="sm"
                disabled={readOnly || !design.show_payment_lines}
                checked={design.show_payment_lines && !hidden.includes(label)}
                onCheckedChange={(details) =>
                  onChange({
                    hidden_payment_lines:
                      details.checked === true
                        ? hidden.filter((entry) => entry !== label)
                        : [...hidden, label],
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label overflowWrap="anywhere">{label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
