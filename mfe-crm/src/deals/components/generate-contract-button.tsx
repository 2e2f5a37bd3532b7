import { Stack } from '@chakra-ui/react';
import {
  chosenProposalOf,
  ProposalVersionField,
  SelectField,
  TemplatePdfJob,
  useJobsTemplateProposalOptionsQuery,
} from '@solar/shared';
import { useState } from 'react';
import { useCrmContractTemplatesQuery } from '../api/contract-templates-endpoints';

/**
 * Picks a Contract template and the proposal version (the latest by default) and prepares the
 * contract for the deal as a background job: its progress, then its download, stay on the deal's
 * page, and a contract still being prepared is shown again after a reload.
 */
export function GenerateContractButton({ dealId, dealName }: { dealId: number; dealName: string }) {
  const templates = useCrmContractTemplatesQuery();
  const versions = useJobsTemplateProposalOptionsQuery(dealId);
  const [chosenTemplate, setChosenTemplate] = useState<number | null>(null);
  const [chosenVersion, setChosenVersion] = useState<number | null>(null);
  const rows = templates.data ?? [];
  // The first template is the default, so one click suffices when there is only one.
  const templateId = chosenTemplate ?? rows[0]?.id ?? null;
  const proposal = chosenProposalOf(versions.data, chosenVersion);

  return (
    <Stack gap="3" width={{ base: 'full', sm: '72' }}>
      <SelectField
        label="Contract template"
        value={templateId === null ? '' : String(templateId)}
        onChange={(next) => setChosenTemplate(Number(next))}
        disabled={rows.length === 0}
        options={rows.map((row) => ({ value: row.id, label: row.name }))}
        {...(rows.length === 0 ? { placeholder: 'No contract templates' } : {})}
      />
      <ProposalVersionField dealId={dealId} value={chosenVersion} onChange={setChosenVersion} />
      <TemplatePdfJob
        request={
          templateId === null ? null : { templateId, dealId, proposalId: proposal?.id ?? null }
        }
        lookup={{ deal_id: dealId }}
        buttonLabel="Generate contract"
        progressLabel="Preparing the contract"
        fallbackFileName={`${dealName} contract${proposal ? ` (${proposal.name})` : ''}.pdf`}
      />
    </Stack>
  );
}
