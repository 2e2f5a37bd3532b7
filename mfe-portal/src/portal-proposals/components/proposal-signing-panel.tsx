import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, messages, type PortalSigning } from '@solar/shared';
import { lazy, Suspense, useState } from 'react';
import { PortalLoading } from '../../portal-shared/components/portal-loading';
import { ProposalDeclineForm } from './proposal-decline-form';

/** The signing form and its pad: their own chunk, loaded when the customer chooses to sign. */
const ProposalSignForm = lazy(async () => ({
  default: (await import('./proposal-sign-form')).ProposalSignForm,
}));

/**
 * Where a proposal sent to the customer stands, above its document: Accept and sign or Decline
 * while it awaits their answer, else what they answered (or that a newer version replaced it).
 */
export function ProposalSigningPanel({
  proposalId,
  signing,
  onAnswered,
}: {
  proposalId: number;
  signing: PortalSigning;
  onAnswered: () => void;
}) {
  const [open, setOpen] = useState<'sign' | 'decline' | null>(null);
  if (signing.state === 'signed') {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>
          {messages.portalSignedOn(formatDateTime(signing.signed_at ?? ''))}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (signing.state === 'declined') {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>
          {messages.portalDeclinedOn(formatDateTime(signing.declined_at ?? ''))}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (signing.state === 'superseded') {
    return (
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Title>{messages.portalSupersededNotice}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box
      as="section"
      aria-label={messages.portalSignTitle}
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '4' }}
      bg="bg.subtle"
    >
      {open === null ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          <Text flex="1">{messages.portalSignIntro}</Text>
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => setOpen('sign')}>{messages.portalSignAction}</Button>
            <Button variant="outline" onClick={() => setOpen('decline')}>
              {messages.portalDeclineAction}
            </Button>
          </HStack>
        </Stack>
      ) : open === 'sign' ? (
        <Suspense fallback={<PortalLoading label={messages.portalSigningPadLoading} />}>
          <ProposalSignForm
            proposalId={proposalId}
            onSigned={onAnswered}
            onCancel={() => setOpen(null)}
          />
        </Suspense>
      ) : (
        <ProposalDeclineForm
          proposalId={proposalId}
          onDeclined={onAnswered}
          onCancel={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
