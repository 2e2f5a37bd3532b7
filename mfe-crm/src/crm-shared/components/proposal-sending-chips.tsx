import { HStack, Tag } from '@chakra-ui/react';
import { formatDateTime, messages, type ProposalSending } from '@solar/shared';

const chip = (label: string, palette: string, title?: string) => (
  // The text sits in the tag itself, not its label (which cuts to one line): a chip wraps in a
  // narrow card or column instead of hiding the date.
  <Tag.Root
    key={label}
    size="sm"
    variant="subtle"
    colorPalette={palette}
    title={title}
    h="auto"
    py="0.5"
    whiteSpace="normal"
  >
    {label}
  </Tag.Root>
);

/**
 * Where the latest send of a proposal stands, as chips: Sent (when, to whom), Viewed (first and
 * last) or not opened yet, then Signed or Declined (with the reason), or replaced by a later send.
 */
export function ProposalSendingChips({ sending }: { sending: ProposalSending }) {
  const to = sending.recipients.map((recipient) => recipient.name || recipient.email).join(', ');
  const chips = [
    chip(
      `${messages.proposalSendingSent} ${formatDateTime(sending.sent_at)}`,
      'blue',
      `${to}${sending.sent_by ? ` · ${sending.sent_by}` : ''}`,
    ),
  ];
  if (sending.first_viewed_at) {
    const first = formatDateTime(sending.first_viewed_at);
    const last = formatDateTime(sending.last_viewed_at ?? sending.first_viewed_at);
    chips.push(
      chip(
        first === last
          ? `${messages.proposalSendingViewed} ${first}`
          : `${messages.proposalSendingViewed} ${first} – ${last}`,
        'purple',
      ),
    );
  } else if (sending.state === 'sent') {
    chips.push(chip(messages.proposalSendingNotViewed, 'gray'));
  }
  if (sending.state === 'signed') {
    chips.push(
      chip(
        `${messages.proposalSendingSigned} ${formatDateTime(sending.signed_at ?? '')}`,
        'green',
        sending.signer_name ?? undefined,
      ),
    );
  } else if (sending.state === 'declined') {
    chips.push(
      chip(
        `${messages.proposalSendingDeclined} ${formatDateTime(sending.declined_at ?? '')}${
          sending.decline_reason ? `: ${sending.decline_reason}` : ''
        }`,
        'red',
      ),
    );
  } else if (sending.state === 'superseded') {
    chips.push(chip(messages.proposalSendingSuperseded, 'gray'));
  }
  return (
    // Wide enough for a dated chip on one or two lines: in a narrow table column the table
    // scrolls sideways instead of stacking each chip word by word.
    <HStack
      gap="1"
      wrap="wrap"
      minW="13rem"
      aria-label={`${messages.proposalSendingsTitle}: ${to}`}
      role="group"
    >
      {chips}
    </HStack>
  );
}
