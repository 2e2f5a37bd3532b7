import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import {
  calculateProposal,
  FormField,
  installationTypeLabels,
  installationTypes,
  noPaymentLinesText,
  panelSizes,
  proposalDocumentLinesOf,
  redAreaSampleInputs,
  seedTaxRates,
  taxesFor,
  type DealProgramVersionRecord,
  type ProgramTerms,
} from '@solar/shared';
import { ResultLinesTable } from '@solar/shared/proposal-document';
import { useMemo, useState } from 'react';
import { useProgramVersionSave } from '../../crm-shared/hooks/use-program-version-save';
import { useCrmUpdateDealProgramVersionMutation } from '../../deal-program/api/deal-program-endpoints';
import { PaymentLinesChooser } from './payment-lines-chooser';
import { OfferedChoices } from './offered-choices';
import { ResultLinesChooser } from './result-lines-chooser';

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

interface ProposalDesignFormProps {
  programId: number;
  /** The version as loaded when the form opened: the draft starts from it once. */
  record: DealProgramVersionRecord;
  readOnly: boolean;
  /** Fetches the version again and opens the form afresh on it, dropping the draft. */
  onReload: () => Promise<void>;
}

/**
 * The design's choices and their live preview. The draft starts from the version the form opened
 * on and is never replaced by a later fetch of it (the window regaining focus), so nothing typed
 * is lost; a save names the version the draft started from, so a change saved meanwhile in
 * another tab meets the version conflict, and Reload is the user's choice.
 */
export function ProposalDesignForm({
  programId,
  record,
  readOnly,
  onReload,
}: ProposalDesignFormProps) {
  const [terms, setTerms] = useState(record.terms);
  const { save, saving, conflictDialog } = useProgramVersionSave(
    record,
    onReload,
    useCrmUpdateDealProgramVersionMutation(),
  );
  const plan = terms.payment_plan;
  const term = plan.default_term ?? plan.term_options[0] ?? 10;
  const results = useMemo(() => sampleResults(terms, term), [terms, term]);
  const design = terms.proposal_design;
  const setDesign = (next: Partial<ProgramTerms['proposal_design']>) =>
    setTerms({ ...terms, proposal_design: { ...design, ...next } });
  const lines = proposalDocumentLinesOf(results, design);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="8" align="flex-start">
      <Stack gap="4" flex="1" minW="0" w="full">
        <OfferedChoices
          label="Panel sizes offered"
          options={panelSizes}
          labelOf={(size) => `${size}W`}
          chosen={design.panel_sizes}
          readOnly={readOnly}
          onChange={(panel_sizes) => setDesign({ panel_sizes })}
        />
        <OfferedChoices
          label="Installation types offered"
          options={installationTypes}
          labelOf={(type) => installationTypeLabels[type]}
          chosen={design.installation_types}
          readOnly={readOnly}
          onChange={(installation_types) => setDesign({ installation_types })}
        />
        <FormField
          label="Default term (years)"
          helperText={
            plan.term_options.length
              ? `Offered: ${plan.term_options.join(', ')}`
              : 'This plan has no monthly payment'
          }
        >
          <Input
            type="number"
            maxW="32"
            readOnly={readOnly || !plan.term_options.length}
            value={plan.default_term ?? ''}
            onChange={(event) =>
              setTerms({
                ...terms,
                payment_plan: {
                  ...plan,
                  default_term:
                    event.currentTarget.value === '' ? null : Number(event.currentTarget.value),
                },
              })
            }
          />
        </FormField>
        <ResultLinesChooser design={design} readOnly={readOnly} onChange={setDesign} />
        <PaymentLinesChooser
          programId={programId}
          terms={terms}
          readOnly={readOnly}
          onChange={setDesign}
        />
        {readOnly ? null : (
          <Button
            alignSelf="flex-start"
            colorPalette="blue"
            loading={saving}
            onClick={() => void save(record.effective_from, terms)}
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
          ) : design.show_payment_lines && results.payments.length === 0 ? (
            // As the customer document says it for a plan without lines (CGHL).
            <Text fontSize="sm">{noPaymentLinesText}</Text>
          ) : null}
        </Stack>
      </Box>
      {conflictDialog}
    </Stack>
  );
}
