import { Box, Button, Checkbox, Heading, Input, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import {
  calculateProposal,
  dealProgramVersionUpdateSchema,
  FormField,
  installationTypeLabels,
  installationTypes,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  PageHeader,
  panelSizes,
  proposalDocumentLinesOf,
  redAreaSampleInputs,
  seedTaxRates,
  serverErrorTextOf,
  serverReasonOf,
  taxesFor,
  useVersionConflict,
  workplaceRouteByPattern,
  type ProgramTerms,
} from '@solar/shared';
import { ResultLinesTable } from '@solar/shared/proposal-document';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  useCrmDealProgramQuery,
  useCrmDealProgramsQuery,
  useCrmDealProgramVersionQuery,
  useCrmUpdateDealProgramVersionMutation,
} from '../deal-program/api/deal-program-endpoints';
import { ResultLinesChooser } from './components/result-lines-chooser';

const title = workplaceRouteByPattern('crm/program-proposal-design/:dealProgramId').title;

/** The sample deal of the preview: 10 panels of the first allowed size in the red area, on the Island. */
function sampleResults(terms: ProgramTerms, term: number) {
  const sample = redAreaSampleInputs('purchase');
  const inputs = {
    ...sample,
    panelSize: terms.proposal_design.panel_sizes[0] ?? sample.panelSize,
    installationType: terms.proposal_design.installation_types[0] ?? sample.installationType,
    term,
  };
  const on = new Date().toISOString().slice(0, 10);
  return calculateProposal(inputs, {
    terms,
    taxes: taxesFor(seedTaxRates, 'PE', on),
    provinceCode: 'PE',
    pricedOn: on,
  });
}

/**
 * `crm/program-proposal-design/:dealProgramId`: the program's default proposal on its latest
 * version: the panel sizes and installation types a proposal may choose, the default term, and
 * which results and payment lines the customer document shows, with a live preview on a sample deal.
 */
export function ProgramProposalDesignPage() {
  const programId = Number(useParams().dealProgramId);
  const valid = Number.isInteger(programId) && programId > 0;
  const program = useCrmDealProgramQuery(programId, { skip: !valid });
  const list = useCrmDealProgramsQuery(undefined);
  const latestId = program.data?.versions.at(-1)?.id ?? null;
  const version = useCrmDealProgramVersionQuery(latestId ?? 0, { skip: latestId === null });
  const [terms, setTerms] = useState<ProgramTerms | null>(null);
  const [update, updating] = useCrmUpdateDealProgramVersionMutation();
  const conflict = useVersionConflict(async () => {
    await version.refetch();
  });
  useEffect(() => {
    if (version.data) setTerms(version.data.terms);
  }, [version.data]);
  const plan = terms?.payment_plan;
  const term = plan?.default_term ?? plan?.term_options[0] ?? 10;
  const results = useMemo(() => (terms ? sampleResults(terms, term) : null), [terms, term]);

  if (!valid) return <Text role="alert">{messages.dealProgramNotFound}</Text>;
  if (program.isLoading || (latestId !== null && version.isLoading)) {
    return <LoadingState label="Loading deal program" />;
  }
  if (!program.data || !version.data || !terms || !results) {
    return (
      <LoadFailure
        message={messages.failedToLoadDealPrograms}
        description={serverErrorTextOf(program.error ?? version.error)}
        onRetry={() => void program.refetch()}
      />
    );
  }
  const readOnly = !(list.data?.can_edit ?? false) || version.data.used;
  const design = terms.proposal_design;
  const setDesign = (next: Partial<ProgramTerms['proposal_design']>) =>
    setTerms({ ...terms, proposal_design: { ...design, ...next } });
  const toggle = <T,>(values: readonly T[], value: T, on: boolean): T[] =>
    on ? [...values, value] : values.filter((entry) => entry !== value);
  const lines = proposalDocumentLinesOf(results, design);

  const save = async () => {
    const parsed = dealProgramVersionUpdateSchema.safeParse({
      effective_from: version.data!.effective_from,
      terms,
      version: version.data!.version,
    });
    if (!parsed.success) {
      notify.error(messages.failedToSaveDealProgram + (parsed.error.issues[0]?.message ?? ''));
      return;
    }
    const result = await update({ id: version.data!.id, body: parsed.data });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveDealProgram + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.dealProgramVersionSaved);
  };

  return (
    <Box>
      <PageHeader title={`${title}: ${program.data.name}`} />
      <Text mb="4" maxW="3xl">
        The version from {version.data.effective_from}.{' '}
        {version.data.used ? messages.dealProgramVersionReadOnly : null}
      </Text>
      <Stack direction={{ base: 'column', lg: 'row' }} gap="8" align="flex-start">
        <Stack gap="4" flex="1" minW="0">
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              Panel sizes offered
            </Text>
            <Wrap gap="3" role="group" aria-label="Panel sizes offered">
              {panelSizes.map((size) => (
                <Checkbox.Root
                  key={size}
                  size="sm"
                  disabled={readOnly}
                  checked={design.panel_sizes.includes(size)}
                  onCheckedChange={(details) =>
                    setDesign({
                      panel_sizes: toggle(design.panel_sizes, size, details.checked === true),
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{size}W</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              Installation types offered
            </Text>
            <Wrap gap="3" role="group" aria-label="Installation types offered">
              {installationTypes.map((type) => (
                <Checkbox.Root
                  key={type}
                  size="sm"
                  disabled={readOnly}
                  checked={design.installation_types.includes(type)}
                  onCheckedChange={(details) =>
                    setDesign({
                      installation_types: toggle(
                        design.installation_types,
                        type,
                        details.checked === true,
                      ),
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{installationTypeLabels[type]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Box>
          <FormField
            label="Default term (years)"
            helperText={
              plan?.term_options.length
                ? `Offered: ${plan.term_options.join(', ')}`
                : 'This plan has no monthly payment'
            }
          >
            <Input
              type="number"
              maxW="32"
              readOnly={readOnly || !plan?.term_options.length}
              value={plan?.default_term ?? ''}
              onChange={(event) =>
                setTerms({
                  ...terms,
                  payment_plan: {
                    ...terms.payment_plan,
                    default_term:
                      event.currentTarget.value === '' ? null : Number(event.currentTarget.value),
                  },
                })
              }
            />
          </FormField>
          <ResultLinesChooser design={design} readOnly={readOnly} onChange={setDesign} />
          <Switch.Root
            disabled={readOnly}
            checked={design.show_payment_lines}
            onCheckedChange={(details) => setDesign({ show_payment_lines: details.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show the payment lines</Switch.Label>
          </Switch.Root>
          {readOnly ? null : (
            <Button
              alignSelf="flex-start"
              colorPalette="blue"
              loading={updating.isLoading}
              onClick={() => void save()}
            >
              Save proposal design
            </Button>
          )}
        </Stack>
        <Box
          as="section"
          aria-labelledby="preview-heading"
          flex="1"
          minW="0"
          w="full"
          borderWidth="1px"
          borderRadius="md"
          p="4"
        >
          <Heading id="preview-heading" as="h2" size="md" mb="1">
            Preview
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            A sample deal on Prince Edward Island: 10 panels in the red area of the roof.
          </Text>
          <Stack gap="3">
            <ResultLinesTable label="System" tone="screen" lines={lines.system} />
            <ResultLinesTable label="Cost" tone="screen" lines={lines.cost} />
            {lines.payments.length > 0 ? (
              <ResultLinesTable label="Payments" tone="screen" lines={lines.payments} />
            ) : null}
          </Stack>
        </Box>
      </Stack>
      {conflict.dialog}
    </Box>
  );
}
