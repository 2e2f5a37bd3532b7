import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  calculateProposal,
  formatHundredths,
  formatHundredthsCompact,
  formatMoney,
  installationTypeLabels,
  monthlyProductionKwh,
  productName,
  proposalInputsOf,
  proposalProgramLabels,
  type ProposalData,
  type ProposalDocument,
} from '@solar/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { OffsetDoughnut } from './offset-doughnut';
import { paperSizes, printStylesOf, proposalDocumentId, type PaperSize } from './print-styles';
import { ProductionUsageChart } from './production-usage-chart';
import { RoofPreview } from './roof-preview';

export interface ProposalPreviewProps {
  document: ProposalDocument;
  data: ProposalData;
  /** Preview Proposal Plus: the payment schedule and the monthly production-versus-usage chart. */
  plus: boolean;
}

/** The customer-facing proposal: every figure comes from the shared calculator. */
export function ProposalPreview({ document, data, plus }: ProposalPreviewProps) {
  const [paper, setPaper] = useState<PaperSize>('Letter');
  const results = useMemo(() => calculateProposal(proposalInputsOf(data)), [data]);
  const usage = data.hydroUsage.map((entry) => entry.value);
  const production = useMemo(
    () => monthlyProductionKwh(results.productionHundredthsKwh),
    [results.productionHundredthsKwh],
  );
  const programLabel = proposalProgramLabels[data.selectedProgram];
  const term = data.selectedProgram === 'sunline' ? data.selectedTerm : null;
  return (
    <Box>
      <style>{printStylesOf(paper)}</style>
      <Flex data-print-hidden justify="flex-end" gap="3" mb="3" align="center">
        <HStack gap="2">
          <Text fontSize="sm" aria-hidden="true">
            Paper
          </Text>
          <NativeSelect.Root size="sm" width="120px">
            <NativeSelect.Field
              aria-label="Paper"
              value={paper}
              onChange={(event) => setPaper(event.currentTarget.value as PaperSize)}
            >
              {paperSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Button size="sm" colorPalette="blue" onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      <Box
        as="article"
        id={proposalDocumentId}
        aria-label="Proposal"
        bg="white"
        color="black"
        borderWidth="1px"
        rounded="md"
        p={{ base: '4', md: '8' }}
        maxW="900px"
        mx="auto"
      >
        <Flex
          as="header"
          justify="space-between"
          align="flex-start"
          borderBottomWidth="2px"
          pb="3"
          mb="4"
          gap="4"
          wrap="wrap"
        >
          <Box>
            <Heading as="h1" size="xl">
              {productName}
            </Heading>
            <Text fontSize="sm">Solar energy proposal</Text>
          </Box>
          <Box textAlign="end" fontSize="sm">
            <Text fontWeight="semibold">Proposal V{document.proposal.proposal_version}</Text>
            <Text>Status: {document.proposal.proposal_status.name}</Text>
            {document.deal.sales_person ? (
              <Text>Prepared by {document.deal.sales_person}</Text>
            ) : null}
          </Box>
        </Flex>

        <Section title="Customer">
          <Text fontWeight="semibold">{document.deal.name}</Text>
          <Text>{document.deal.address}</Text>
          {document.proposal.proposal_description ? (
            <Text mt="2" whiteSpace="pre-wrap">
              {document.proposal.proposal_description}
            </Text>
          ) : null}
        </Section>

        <Section title="Your system">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <RoofPreview panels={data.panels} />
            <Lines label="System and production">
              <Line label="Installation Type">
                {installationTypeLabels[data.selectedInstallationType]}
              </Line>
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
            </Lines>
          </SimpleGrid>
          <Flex justify="center" mt="3">
            <OffsetDoughnut offsetHundredthsPercent={results.offsetHundredthsPercent} />
          </Flex>
        </Section>

        <Section title="Price">
          <Lines label="Price">
            <Line label="Unit price ($/wattDC)">{formatMoney(results.unitPriceCentsPerWatt)}</Line>
            <Line label="Solar Power System Cost">{formatMoney(results.systemCostCents)}</Line>
            <Line label="HST (15%)">{formatMoney(results.hstCents)}</Line>
            <Line label="Total System Cost with HST">{formatMoney(results.totalWithHstCents)}</Line>
            <Line label="EPEI Rebate">-{formatMoney(results.rebateCents)}</Line>
            <Line label="Cost After Rebate">{formatMoney(results.costAfterRebateCents)}</Line>
            <Line label="Permit and Connection Fees*">{formatMoney(results.permitFeeCents)}</Line>
          </Lines>
          <Text fontSize="xs" mt="1">
            * Not included in the totals above.
          </Text>
        </Section>

        <Section title={`${programLabel} program${term ? ` (${term} years)` : ''}`}>
          {results.payments.length === 0 ? (
            <Text>The CGHL program has no payment lines.</Text>
          ) : plus ? (
            <Table.Root size="sm" aria-label="Payment schedule">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Payment</Table.ColumnHeader>
                  <Table.ColumnHeader>Number of payments</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.payments.map((payment) => (
                  <Table.Row key={payment.key}>
                    <Table.Cell>{payment.label}</Table.Cell>
                    <Table.Cell>
                      {payment.monthly && term ? `${term * 12} monthly` : '1'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {formatMoney(payment.cents)}
                      {payment.monthly ? ' / month' : ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Lines label="Payments">
              {results.payments.map((payment) => (
                <Line key={payment.key} label={payment.label}>
                  {formatMoney(payment.cents)}
                  {payment.monthly ? ' / month' : ''}
                </Line>
              ))}
            </Lines>
          )}
        </Section>

        {plus ? (
          <Section title="Monthly production versus usage">
            <ProductionUsageChart usageKwh={usage} productionKwh={production} />
          </Section>
        ) : null}

        <Text fontSize="xs" color="gray.600" mt="6">
          Production is an estimate from the panel layout and typical sunshine; actual production
          varies with weather and shading.
        </Text>
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" mb="5" aria-label={title}>
      <Heading as="h2" size="md" borderBottomWidth="1px" pb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Lines({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" fontWeight="normal" px="1">
        {label}
      </Table.ColumnHeader>
      <Table.Cell textAlign="end" fontWeight="semibold" px="1" whiteSpace="nowrap">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
