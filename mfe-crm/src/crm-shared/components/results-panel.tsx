import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import {
  noPaymentLinesText,
  paymentAmountText,
  permitFeeFootnote,
  messages,
  resultLinesOf,
  type ProposalResults,
} from '@solar/shared';
import { OffsetDoughnut, ResultLinesTable } from '@solar/shared/proposal-document';

interface ResultsPanelProps {
  results: ProposalResults;
  /** The program's name as the presenter offers it. */
  programName: string;
  term: number;
  /** Which method produced the production line (the drawing's zones when left out). */
  productionMethodLabel?: string;
}

/** The results panel: every results line of the proposal, the offset chart and the payments. */
export function ResultsPanel({
  results,
  programName,
  term,
  productionMethodLabel = messages.productionMethodDrawingZones,
}: ResultsPanelProps) {
  return (
    <Stack gap="4" as="section" aria-label="Results">
      <Heading as="h2" size="md">
        Results
      </Heading>
      <ResultLinesTable label="System" tone="screen" lines={resultLinesOf(results, 'system')} />
      <Text fontSize="xs" color="fg.muted" data-testid="production-method">
        Production: {productionMethodLabel}
      </Text>
      <OffsetDoughnut offsetHundredthsPercent={results.offsetHundredthsPercent} />
      <ResultLinesTable label="Cost" tone="screen" lines={resultLinesOf(results, 'cost')} />
      <Text fontSize="xs" color="fg.muted">
        {permitFeeFootnote}
      </Text>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {programName} Payments
          {results.payments.some((payment) => payment.monthly) ? ` (${term} years)` : ''}
        </Heading>
        {results.payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {noPaymentLinesText}
          </Text>
        ) : (
          <ResultLinesTable
            label="Payments"
            tone="screen"
            lines={results.payments.map((payment) => ({
              key: payment.key,
              label: payment.label,
              text: paymentAmountText(payment),
            }))}
          />
        )}
      </Box>
    </Stack>
  );
}
