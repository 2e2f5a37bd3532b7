import { Text } from '@chakra-ui/react';
import { SelectField } from '../components/form-field/select-field';
import { messages, type TemplateProposalOption } from '../domain';
import { useJobsTemplateProposalOptionsQuery } from './template-pdf-endpoints';

export interface ProposalVersionFieldProps {
  dealId: number;
  /** The chosen version's id; null for the default, the latest. */
  value: number | null;
  onChange: (proposalId: number) => void;
}

/** The version a document is filled from: the one chosen, else the latest (listed first). */
export function chosenProposalOf(
  options: readonly TemplateProposalOption[] | undefined,
  value: number | null,
): TemplateProposalOption | null {
  return options?.find((option) => option.id === value) ?? options?.[0] ?? null;
}

/**
 * Which of the deal's saved proposal versions fills a document, newest first and chosen by
 * default; a deal without one is said to be filled from its own fields.
 */
export function ProposalVersionField({ dealId, value, onChange }: ProposalVersionFieldProps) {
  const options = useJobsTemplateProposalOptionsQuery(dealId);
  if (options.isError) {
    return (
      <Text fontSize="sm" color="fg.error" role="alert">
        {messages.failedToLoadProposalVersions}
      </Text>
    );
  }
  if (options.data && options.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" role="note">
        {messages.dealHasNoProposal}
      </Text>
    );
  }
  const chosen = chosenProposalOf(options.data, value);
  return (
    <SelectField
      label={messages.proposalVersionLabel}
      value={chosen ? String(chosen.id) : ''}
      onChange={(next) => onChange(Number(next))}
      disabled={!options.data}
      options={(options.data ?? []).map((option, index) => ({
        value: option.id,
        label: index === 0 ? `${option.name} (latest)` : option.name,
      }))}
      {...(options.data ? {} : { placeholder: 'Loading versions…' })}
    />
  );
}
