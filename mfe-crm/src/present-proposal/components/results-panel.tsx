import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import {
  formatHundredths,
  formatHundredthsCompact,
  formatMoney,
  proposalProgramLabels,
  type ProposalProgram,
  type ProposalResults,
} from '@solar/shared';
import type { ReactNode } from 'react';
import { OffsetDoughnut } from '@solar/shared/proposal-document';

export interface ResultsPanelProps {
  results: ProposalResults;
  program: ProposalProgram;
  term: number;
}

/** The results panel: every line of spec part 2 section 9, the offset chart and the payments. */
export function ResultsPanel({ results, program, term }: ResultsPanelProps) {
  return (
    <Stack gap="4" as="section" aria-label="Results">
      <Heading as="h2" size="md">
        Results
      </Heading>
      <LinesTable label="System">
        <Line label="Panel Size">{results.panelSize}W</Line>
        <Line label="Panel Qty">{results.panelQty}</Line>
        <Line label="Total System Size DC (kW)">
          {formatHundredths(results.systemSizeHundredthsKw)}
        </Line>
        <Line label="Average Efficiency">{results.averageEfficiency}</Line>
        <Line label="Estimated Solar Production (kWh/y)">
          {formatHundredthsCompact(results.productionHundredthsKwh)}
        </Line>
        <Line label="Annual Consumption (kWh/y)">
          {formatHundredthsCompact(results.annualConsumptionKwh * 100)}
        </Line>
        <Line label="Solar Offset">{formatHundredths(results.offsetHundredthsPercent)}%</Line>
      </LinesTable>
      <OffsetDoughnut offsetHundredthsPercent={results.offsetHundredthsPercent} />
      <LinesTable label="Cost">
        <Line label="Unit price ($/wattDC)">{formatMoney(results.unitPriceCentsPerWatt)}</Line>
        <Line label="Solar Power System Cost">{formatMoney(results.systemCostCents)}</Line>
        <Line label="HST (15%)">{formatMoney(results.hstCents)}</Line>
        <Line label="Total System Cost with HST">{formatMoney(results.totalWithHstCents)}</Line>
        <Line label="EPEI Rebate">-{formatMoney(results.rebateCents)}</Line>
        <Line label="Cost After Rebate">{formatMoney(results.costAfterRebateCents)}</Line>
        <Line label="Permit and Connection Fees*">{formatMoney(results.permitFeeCents)}</Line>
      </LinesTable>
      <Text fontSize="xs" color="fg.muted">
        * Not included in the totals above.
      </Text>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {proposalProgramLabels[program]} Payments
          {program === 'sunline' ? ` (${term} years)` : ''}
        </Heading>
        {results.payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            The CGHL program has no payment lines.
          </Text>
        ) : (
          <LinesTable label="Payments">
            {results.payments.map((payment) => (
              <Line key={payment.key} label={payment.label}>
                {formatMoney(payment.cents)}
                {payment.monthly ? ' / month' : ''}
              </Line>
            ))}
          </LinesTable>
        )}
      </Box>
    </Stack>
  );
}

function LinesTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Root size="sm" aria-label={label} variant="line">
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" fontWeight="normal" color="fg.muted" px="1">
        {label}
      </Table.ColumnHeader>
      <Table.Cell textAlign="end" fontWeight="semibold" px="1" whiteSpace="nowrap">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
