import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  declineReasonMaxLength,
  FormField,
  messages,
  notify,
  type PortalSigning,
  serverErrorTextOf,
} from '@solar/shared';
import { useState } from 'react';
import { usePortalDeclineProposalMutation } from '../api/portal-proposals-endpoints';

/** Decline, with an optional reason the sales person reads on the deal. */
export function ProposalDeclineForm({
  proposalId,
  onDeclined,
  onCancel,
}: {
  proposalId: number;
  onDeclined: (signing: PortalSigning) => void;
  onCancel: () => void;
}) {
  const [decline, { isLoading }] = usePortalDeclineProposalMutation();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > declineReasonMaxLength;

  const submit = async () => {
    if (tooLong) return;
    const result = await decline({ id: proposalId, body: { reason: reason.trim() } });
    if ('error' in result) {
      notify.error(messages.portalDeclineFailed, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(messages.portalDeclined);
    onDeclined(result.data);
  };

  return (
    <form
      noValidate
      aria-label={messages.portalDeclineTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          {messages.portalDeclineTitle}
        </Text>
        <FormField
          label={messages.portalDeclineReason}
          error={tooLong ? messages.portalDeclineReasonTooLong : undefined}
          helperText={`${reason.trim().length} / ${declineReasonMaxLength}`}
          maxW="xl"
        >
          <Textarea
            value={reason}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="red" variant="outline" loading={isLoading}>
            {messages.portalDeclineConfirm}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
