import { Checkbox, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  FormDialog,
  messages,
  notify,
  proposalVersionName,
  serverErrorTextOf,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import { proposalSendingsApi } from '../api/proposal-sendings-endpoints';

interface SendProposalDialogProps {
  proposalId: number;
  proposalVersion: number;
  dealId: number;
  onClose: () => void;
}

/**
 * Send to customer: which of the deal's contacts with an e-mail address receive the proposal
 * (the primary contact ticked at first). Sending freezes the version's figures.
 */
export function SendProposalDialog({
  proposalId,
  proposalVersion,
  dealId,
  onClose,
}: SendProposalDialogProps) {
  const contacts = proposalSendingsApi.endpoints.crmProposalRecipients.useQuery(dealId, {
    refetchOnMountOrArgChange: true,
  });
  const [send, sending] = proposalSendingsApi.endpoints.crmSendProposal.useMutation();
  const reachable = (contacts.data ?? []).filter((contact) => contact.email.trim() !== '');
  // Until the user ticks or unticks someone, the primary contact (else the first one with an
  // address) is the choice.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const firstChoice = reachable.find((contact) => contact.is_primary) ?? reachable[0];
  const chosen = picked ?? (firstChoice ? [firstChoice.id] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ids = chosen;
    if (ids.length === 0) {
      setError(messages.apiProposalSendContactRequired);
      return;
    }
    const result = await send({ proposal_id: proposalId, contact_ids: ids });
    if ('error' in result) {
      notify.error(messages.proposalSendFailed, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(
      messages.proposalSent(
        result.data.recipients.map((recipient) => recipient.name || recipient.email).join(', '),
      ),
    );
    onClose();
  };

  return (
    <FormDialog
      title={`${messages.proposalSendDialogTitle}: ${proposalVersionName(proposalVersion)}`}
      submitLabel={messages.proposalSendConfirm}
      saving={sending.isLoading}
      onCancel={onClose}
      onSubmit={submit}
      widthPx={520}
    >
      <Text fontSize="sm" color="fg.muted">
        {messages.proposalSendDialogHelp}
      </Text>
      {contacts.isLoading ? (
        <Spinner size="sm" aria-label="Loading the deal's contacts" />
      ) : reachable.length === 0 ? (
        <Text role="alert">{messages.proposalSendNoContacts}</Text>
      ) : (
        <Stack as="fieldset" gap="2" aria-describedby={error ? 'send-proposal-error' : undefined}>
          <Text as="legend" fontWeight="medium" mb="1">
            {messages.proposalSendRecipients}
          </Text>
          {reachable.map((contact) => (
            <Checkbox.Root
              key={contact.id}
              checked={chosen.includes(contact.id)}
              onCheckedChange={(details) => {
                setError(undefined);
                setPicked(
                  details.checked === true
                    ? [...chosen, contact.id]
                    : chosen.filter((id) => id !== contact.id),
                );
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label overflowWrap="anywhere">
                {`${contact.first_name} ${contact.last_name}`.trim()} ({contact.email})
                {contact.is_primary ? ' · primary' : ''}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
          {error ? (
            <Text id="send-proposal-error" color="fg.error" fontSize="sm">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}
