import { Link, Stack, Text } from '@chakra-ui/react';
import { type DealContact, formatPhoneNumber } from '@solar/shared';
import { useCrmDealContactsQuery } from '../../deal-contacts/api/deal-contacts-endpoints';

/** The contact the deal's pages name: the primary one, else the first (the list's order). */
const primaryOf = (contacts: readonly DealContact[]) =>
  contacts.find((contact) => contact.is_primary) ?? contacts[0];

/**
 * Who to call about the deal: the primary contact's name and type, phone and e-mail as links the
 * phone or mail app opens. While loading, or when the contacts cannot be read, the card keeps
 * its sentence and its Edit link.
 */
export function DealPrimaryContact({ dealId }: { dealId: number }) {
  const contacts = useCrmDealContactsQuery(dealId);
  const contact = contacts.data ? primaryOf(contacts.data) : undefined;
  if (!contact) {
    return <Text mb="2">This deal has a contact.</Text>;
  }
  const others = contacts.data!.length - 1;
  return (
    <Stack gap="0.5" mb="2" role="group" aria-label="Primary contact">
      <Text fontWeight="semibold">
        {contact.first_name} {contact.last_name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {contact.contact_type.name}
        {contact.is_primary ? ' · primary' : ''}
      </Text>
      {contact.phone ? (
        <Link href={`tel:${contact.phone}`} colorPalette="blue" width="fit-content">
          {formatPhoneNumber(contact.phone)}
        </Link>
      ) : null}
      {contact.email ? (
        <Link
          href={`mailto:${contact.email}`}
          colorPalette="blue"
          overflowWrap="anywhere"
          width="fit-content"
          maxW="full"
        >
          {contact.email}
        </Link>
      ) : null}
      {others > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          and {others} more {others === 1 ? 'contact' : 'contacts'}
        </Text>
      ) : null}
    </Stack>
  );
}
