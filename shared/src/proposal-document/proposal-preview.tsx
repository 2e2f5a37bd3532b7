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
  calculateCashFlow,
  calculateProposal,
  pricingOfSaved,
  installationTypeLabels,
  monthlyProductionOfResults,
  resultsWithProduction,
  noPaymentLinesText,
  paymentAmountText,
  permitFeeFootnote,
  productName,
  proposalDocumentLinesOf,
  proposalInputsOf,
  proposalPaymentPlan,
  proposalProgramLabels,
  type ProposalData,
  type ProposalDocument,
} from '@solar/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { OffsetDoughnut } from './offset-doughnut';
import { paperSizes, printStylesOf, proposalDocumentId, type PaperSize } from './print-styles';
import { ProductionUsageChart } from './production-usage-chart';
import { ResultLinesTable } from './result-lines-table';
import { RoofPreview } from './roof-preview';
import { SavingsFigures } from './savings-figures';

interface ProposalPreviewProps {
  document: ProposalDocument;
  data: ProposalData;
  /** Preview Proposal Plus: the payment schedule and the monthly production-versus-usage chart. */
  plus: boolean;
}

/** The customer-facing proposal: every figure comes from the shared calculator. */
export function ProposalPreview({ document, data, plus }: ProposalPreviewProps) {
  const [paper, setPaper] = useState<PaperSize>('Letter');
  const pricing = useMemo(
    () => pricingOfSaved(document.saved_detail?.pricing, data.selectedProgram),
    [document.saved_detail?.pricing, data.selectedProgram],
  );
  // The production the API stored with the design: a location estimate's figure, months and
  // offset, not the drawing's.
  const results = useMemo(
    () =>
      resultsWithProduction(calculateProposal(proposalInputsOf(data), pricing), data.production),
    [data, pricing],
  );
  // The lines the proposal design of the version it was priced with shows, in its order.
  const lines = proposalDocumentLinesOf(results, pricing.terms.proposal_design);
  const shownPayments = results.payments.filter((payment) =>
    lines.payments.some((line) => line.key === payment.key),
  );
  const usage = useMemo(() => data.hydroUsage.map((entry) => entry.value), [data.hydroUsage]);
  const production = useMemo(
    () => monthlyProductionOfResults(results, data.production),
    [results, data.production],
  );
  // The savings at the deal's company's rate in force, with the presenter's defaults.
  const rate = document.utility_rate ?? null;
  const cashFlow = useMemo(
    () =>
      rate
        ? calculateCashFlow({
            monthlyUsageKwh: usage,
            monthlyProductionKwh: production,
            rate,
            plan: proposalPaymentPlan(data.selectedProgram, data.selectedTerm, results),
          })
        : null,
    [rate, usage, production, data.selectedProgram, data.selectedTerm, results],
  );
  const programLabel =
    document.saved_detail?.pricing?.program_name ?? proposalProgramLabels[data.selectedProgram];
  const term = results.payments.some((line) => line.monthly) ? data.selectedTerm : null;
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
          <Text fontWeight="semibold">{document.deal.customer_name}</Text>
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
            <ResultLinesTable
              label="System and production"
              lines={[
                {
                  key: 'installationType',
                  label: 'Installation Type',
                  text: installationTypeLabels[data.selectedInstallationType],
                },
                ...lines.system,
              ]}
            />
          </SimpleGrid>
          <Flex justify="center" mt="3">
            <OffsetDoughnut offsetHundredthsPercent={results.offsetHundredthsPercent} />
          </Flex>
        </Section>

        <Section title="Price">
          <ResultLinesTable label="Price" lines={lines.cost} />
          {lines.cost.some((line) => line.key === 'permitFee') ? (
            <Text fontSize="xs" mt="1">
              {permitFeeFootnote}
            </Text>
          ) : null}
        </Section>

        {results.payments.length === 0 || shownPayments.length > 0 ? (
          <Section title={`${programLabel} program${term ? ` (${term} years)` : ''}`}>
            {shownPayments.length === 0 ? (
              <Text>{noPaymentLinesText}</Text>
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
                  {shownPayments.map((payment) => (
                    <Table.Row key={payment.key}>
                      <Table.Cell>{payment.label}</Table.Cell>
                      <Table.Cell>
                        {payment.monthly && term ? `${term * 12} monthly` : '1'}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{paymentAmountText(payment)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : (
              <ResultLinesTable label="Payments" lines={lines.payments} />
            )}
          </Section>
        ) : null}

        {plus ? (
          <Section title="Monthly production versus usage">
            <ProductionUsageChart usageKwh={usage} productionKwh={production} />
          </Section>
        ) : null}

        {cashFlow ? (
          <Section title="Savings and payback">
            <SavingsFigures cashFlow={cashFlow} />
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
